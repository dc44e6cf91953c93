/**
 * The agency's logo with a preview. Editing an agency, a chosen image goes straight to
 * POST agency/agencies/{id}/logo/ (multipart) and 'remove' to DELETE, after a confirmation;
 * creating one, the image waits (onPick) and is sent once the agency exists.
 * PNG, JPEG or WebP up to 2 MB, as the server checks. The server's 400 for the file shows under the
 * logo like the browser's own check; after a create it comes with the agency's page (LOGO_REFUSAL).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Avatar, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { PLACEHOLDER_IMAGE } from '../../domain/constants.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { serverFieldErrors } from '../../src/forms/submitErrors.ts';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** A message key when the file cannot be a logo, else null. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'app.network.agencies.logo_type';
  if (file.size > LOGO_MAX_BYTES) return 'app.network.agencies.logo_size';
  return null;
}

/** The server's message for the logo field of a refused upload (a 400), if that is what it was. */
export function logoRefusal(error: unknown): string | null {
  const message = serverFieldErrors(error)?.logo;
  return typeof message === 'string' ? message : null;
}

/** Key of the router state that brings the refusal of the logo sent after a create to the agency's page. */
export const LOGO_REFUSAL = 'logoRefusal';

export interface LogoInputProps {
  /** The saved agency; absent while creating. */
  agencyId?: number;
  current?: string | null;
  disabled?: boolean;
  /** Creating: the image the user picked, sent after the agency is saved. */
  onPick?: (file: File | null) => void;
}

export function LogoInput({ agencyId, current, disabled, onPick }: LogoInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const refusedOnCreate = (useLocation().state as Record<string, unknown> | null)?.[LOGO_REFUSAL];
  const [problem, setProblem] = useState<string | null>(typeof refusedOnCreate === 'string' ? refusedOnCreate : null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => dataProvider.uploadAgencyLogo(id, file),
    onSuccess: () => {
      notify('app.network.agencies.logo_saved', { type: 'success' });
      refresh();
    },
    onError: (error) => {
      setPreview(null);
      const refusal = logoRefusal(error);
      if (refusal) setProblem(refusal);
      else handleError(error, { prefix: 'app.network.upload_error' });
    },
  });
  const removal = useMutation({
    mutationFn: (id: number) => dataProvider.deleteAgencyLogo(id),
    onSuccess: () => {
      setPreview(null);
      notify('app.network.agencies.logo_removed', { type: 'success' });
      refresh();
    },
    onError: (error) => handleError(error),
  });
  const busy = upload.isPending || removal.isPending;

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const issue = logoProblem(file);
    setProblem(issue);
    if (issue) return;
    setPreview(URL.createObjectURL(file));
    if (agencyId === undefined) {
      onPick?.(file);
      return;
    }
    upload.mutate({ id: agencyId, file });
  };

  const remove = () => {
    setConfirming(false);
    if (agencyId === undefined) {
      setPreview(null);
      onPick?.(null);
      return;
    }
    removal.mutate(agencyId);
  };

  const shown = preview ?? current ?? null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar src={shown ?? PLACEHOLDER_IMAGE} alt={translate('resources.agencies.fields.logo')} variant="rounded" sx={{ width: 72, height: 72, bgcolor: 'grey.100' }} />
      <Box>
        <Typography variant="subtitle2">{translate('resources.agencies.fields.logo')}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={busy ? <CircularProgress size={14} /> : <UploadIcon />}
            disabled={disabled || busy}
            onClick={() => input.current?.click()}
          >
            {translate(shown ? 'app.network.agencies.logo_change' : 'app.network.agencies.logo_upload')}
          </Button>
          {shown && (
            <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={disabled || busy} onClick={() => setConfirming(true)}>
              {translate('app.network.agencies.logo_remove')}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined}>
          {problem ? translate(problem, { _: problem }) : translate('app.network.agencies.logo_hint')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={LOGO_TYPES.join(',')}
          aria-label={translate('app.network.agencies.logo_upload')}
          onChange={(event) => pick(event.target.files?.[0])}
        />
      </Box>
      <Confirm
        isOpen={confirming}
        title="app.network.agencies.logo_remove"
        content="app.network.agencies.logo_remove_confirm"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

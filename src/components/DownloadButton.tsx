/** A button that fetches a file (an export, a voucher) and saves it, with the spinner and messages of every download. */
import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent, ReactElement } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import type { DownloadedFile } from '../../dataProvider/network.ts';
import { saveFile } from '../../dataProvider/network.ts';
import { useHandleError } from '../errors/useHandleError.ts';

interface DownloadButtonProps {
  label: string;
  fetchFile: () => Promise<DownloadedFile>;
  disabled?: boolean;
  /** The success message (a translation key). */
  doneMessage?: string;
  /** Replaces the usual error notice (the export's). */
  onError?: (error: unknown) => void;
  /** Only the icon, the label as its name and tooltip: for a table row. */
  iconOnly?: boolean;
  icon?: ReactElement;
  /** Why it is disabled, as a tooltip (a translation key). */
  disabledReason?: string;
}

export function DownloadButton({ label, fetchFile, disabled, doneMessage = 'app.flights.downloaded', onError, iconOnly, icon, disabledReason }: DownloadButtonProps) {
  const handleError = useHandleError();
  const notify = useNotify();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: fetchFile,
    onSuccess: (file) => {
      saveFile(file);
      notify(doneMessage, { type: 'success' });
    },
    onError: (error) => (onError ? onError(error) : handleError(error, { prefix: 'app.network.export_error' })),
  });
  // Inside a clickable table row the click is the button's, not the row's.
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    mutate();
  };
  const glyph: ReactElement = isPending ? <CircularProgress size={16} /> : (icon ?? <DownloadIcon />);
  const title = disabled && disabledReason ? translate(disabledReason) : translate(label);
  if (iconOnly) {
    return (
      <Tooltip title={title}>
        {/* A disabled button fires no events: the span keeps the tooltip working. */}
        <span>
          <IconButton size="small" aria-label={title} onClick={onClick} disabled={isPending || disabled}>
            {glyph}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  const button = (
    <Button label={label} onClick={onClick} disabled={isPending || disabled}>
      {glyph}
    </Button>
  );
  return disabled && disabledReason ? (
    <Tooltip title={title}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

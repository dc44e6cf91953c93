/**
 * The proofs of an evidence (spec §5 'Evidence needs at least one image'): 1 to 5 images or PDFs of
 * 4 MB at most each, picked with the file chooser, listed with an image preview (or a PDF icon) and
 * a remove button. The browser checks the declared type and size to answer at once; the server
 * checks the bytes. Its message for `files` (and the form's own) shows under the list.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Avatar, Box, Button, FormHelperText, IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { EVIDENCE_ACCEPT, EVIDENCE_FILE_FIELD, EVIDENCE_FILE_MAX_BYTES, EVIDENCE_MAX_FILES } from '../../domain/evidences/files.ts';

export const MAX_MB = EVIDENCE_FILE_MAX_BYTES / (1024 * 1024);

/** The message key and its arguments when the files cannot be sent, else null. */
export function filesProblem(files: readonly File[]): { message: string; args: Record<string, string | number> } | null {
  if (files.length === 0) return { message: 'app.evidences.file_required', args: {} };
  if (files.length > EVIDENCE_MAX_FILES) return { message: 'app.evidences.too_many', args: { max: EVIDENCE_MAX_FILES } };
  for (const file of files) {
    if (!(EVIDENCE_ACCEPT as readonly string[]).includes(file.type)) return { message: 'app.evidences.file_type', args: { name: file.name } };
    if (file.size > EVIDENCE_FILE_MAX_BYTES) return { message: 'app.evidences.file_size', args: { name: file.name, size: MAX_MB } };
  }
  return null;
}

/** A form error's text: the server's message, or a validator's `{message, args}` (react-admin's shape). */
function errorText(raw: unknown): { message: string | null; args: Record<string, unknown> } {
  if (typeof raw === 'string' && raw !== '') return { message: raw, args: {} };
  if (raw && typeof raw === 'object' && typeof (raw as { message?: unknown }).message === 'string') {
    const obj = raw as { message: string; args?: Record<string, unknown> };
    return { message: obj.message, args: obj.args ?? {} };
  }
  return { message: null, args: {} };
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

function FileRow({ file, onRemove }: { file: File; onRemove: () => void }) {
  const translate = useTranslate();
  const image = file.type.startsWith('image/');
  const url = useMemo(() => (image ? URL.createObjectURL(file) : null), [file, image]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <ListItem
      secondaryAction={
        <IconButton edge="end" aria-label={translate('app.evidences.remove_file', { name: file.name })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      }
    >
      <ListItemAvatar>
        {url ? (
          <Avatar variant="rounded" src={url} alt={translate('app.evidences.preview_alt', { name: file.name })} sx={{ width: 56, height: 56, mr: 1 }} />
        ) : (
          <Avatar variant="rounded" sx={{ width: 56, height: 56, mr: 1, bgcolor: 'grey.100', color: 'error.dark' }}>
            <PictureAsPdfIcon aria-label={translate('app.evidences.pdf')} />
          </Avatar>
        )}
      </ListItemAvatar>
      <ListItemText primary={file.name} secondary={kilobytes(file.size)} />
    </ListItem>
  );
}

export function EvidenceFilesInput({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { clearErrors } = useFormContext();
  const { errors } = useFormState();
  const { message, args } = errorText(errors[EVIDENCE_FILE_FIELD]?.message);
  const change = (next: File[]) => {
    clearErrors(EVIDENCE_FILE_FIELD);
    onChange(next);
  };
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2" component="p" id="evidence-files-label">
        {translate('app.evidences.files')}
      </Typography>
      {files.length > 0 && (
        <List dense aria-labelledby="evidence-files-label" sx={{ maxWidth: 560 }}>
          {files.map((file, i) => (
            <FileRow key={`${file.name}-${file.size}-${i}`} file={file} onRemove={() => change(files.filter((_, j) => j !== i))} />
          ))}
        </List>
      )}
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={files.length >= EVIDENCE_MAX_FILES}>
        {translate('app.evidences.pick_files')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={EVIDENCE_ACCEPT.join(',')}
        aria-label={translate('app.evidences.pick_files')}
        data-testid="evidence-files"
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          if (input.current) input.current.value = '';
          if (picked.length > 0) change([...files, ...picked]);
        }}
      />
      <FormHelperText error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ? translate(message, { _: message, ...args }) : translate('app.evidences.files_hint', { max: EVIDENCE_MAX_FILES, size: MAX_MB })}
      </FormHelperText>
    </Box>
  );
}

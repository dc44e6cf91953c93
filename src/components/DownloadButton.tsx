/** A button that fetches a file (an export) and saves it, with the spinner and messages of every download. */
import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Button, useNotify } from 'react-admin';
import type { DownloadedFile } from '../../dataProvider/network.ts';
import { saveFile } from '../../dataProvider/network.ts';
import { useHandleError } from '../errors/useHandleError.ts';

interface DownloadButtonProps {
  label: string;
  fetchFile: () => Promise<DownloadedFile>;
  disabled?: boolean;
  /** The success message (a translation key). */
  doneMessage?: string;
}

export function DownloadButton({ label, fetchFile, disabled, doneMessage = 'app.flights.downloaded' }: DownloadButtonProps) {
  const handleError = useHandleError();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: fetchFile,
    onSuccess: (file) => {
      saveFile(file);
      notify(doneMessage, { type: 'success' });
    },
    onError: (error) => handleError(error, { prefix: 'app.network.export_error' }),
  });
  return (
    <Button label={label} onClick={() => mutate()} disabled={isPending || disabled}>
      {isPending ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}

/** Puts a failed mail back in the queue; shown on failed rows only. */
import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { OutboxRecord } from '../../domain/schemas/outbox.ts';

export function RetryButton() {
  const record = useRecordContext<OutboxRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: number) => dataProvider.retryOutboxMail(id),
    onSuccess: () => {
      notify('app.outbox.retried', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || record.status !== 'failed') return null;
  return (
    <Button
      label="app.outbox.retry"
      disabled={isPending}
      onClick={(event) => {
        // The row is not a link; keep the click to the button.
        event.stopPropagation();
        mutate(record.id);
      }}
    >
      <ReplayIcon />
    </Button>
  );
}

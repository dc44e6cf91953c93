/**
 * The status changes of a house request: one button per `next_statuses` (domain/houses/statuses.ts,
 * sent by the server; this page only displays them). Each asks for confirmation in a dialog with
 * the comment the agency will read (required to reject or deny), then PATCHes once.
 */
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { COMMENT_REQUIRED, HOUSE_COMMENT_MAX_LENGTH, type HouseRequestStatus } from '../../domain/houses/statuses.ts';
import type { HouseRequestDetailRecord } from '../../domain/records/houses.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';

export function StatusActions({ request }: { request: HouseRequestDetailRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asked, setAsked] = useState<HouseRequestStatus | null>(null);
  const [comment, setComment] = useState('');
  const change = useMutation({
    mutationFn: (status: HouseRequestStatus) => dataProvider.setHouseRequestStatus(request.id, { status, ...(comment.trim() ? { comment: comment.trim() } : {}) }),
    onSuccess: (data) => {
      notify('app.houses.status_changed', { type: 'success', messageArgs: { status: translate(`app.houses.statuses.${data.status}`) } });
      setAsked(null);
      setComment('');
      refresh();
    },
    onError: (error) => handleError(error),
  });
  if (request.next_statuses.length === 0) return null;
  const needsComment = asked !== null && COMMENT_REQUIRED.includes(asked);
  const action = asked ? translate(`app.houses.actions.${asked}`) : '';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {request.next_statuses.map((status) => (
          <Button key={status} label={`app.houses.actions.${status}`} variant={status === 'confirmed' || status === 'processed' ? 'contained' : 'outlined'} color={status === 'confirmed' || status === 'processed' ? 'primary' : 'error'} onClick={() => setAsked(status)} />
        ))}
      </Stack>
      <Dialog open={asked !== null} onClose={() => setAsked(null)} fullWidth maxWidth="sm" aria-labelledby="house-status-title">
        <DialogTitle id="house-status-title">{action}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.houses.action_confirm', { action, id: request.id })}</DialogContentText>
          <TextField
            label={translate('app.houses.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            required={needsComment}
            helperText={needsComment ? translate('app.houses.comment_required') : undefined}
            slotProps={{ htmlInput: { maxLength: HOUSE_COMMENT_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setAsked(null)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={change.isPending || (needsComment && !comment.trim())} onClick={() => asked && change.mutate(asked)}>
            {action}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * The coordinator's answer to an on-request hotel booking (coordinator status `requested`): confirm,
 * or deny — the rooms go back and whatever was paid is refunded —, each with an optional note kept
 * in the booking's history. Denying asks once more before it is sent. A 400 shows under the note,
 * a 409 (already answered) above it.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { maxLength, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HotelReservationRecord } from '../../domain/records/hotelSales.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

export type HotelAnswer = 'confirm' | 'deny';

/** The server's limit (domain/schemas/hotelSales.ts coordinatorAnswerBody). */
const NOTE_MAX_LENGTH = 500;

export function AnswerDialog({ record, answer, onClose }: { record: HotelReservationRecord; answer: HotelAnswer; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  // Deny asks twice: the first submit shows what denying does, the second sends it.
  const [sure, setSure] = useState(answer === 'confirm');
  const { mutateAsync } = useMutation({ mutationFn: (note: string) => dataProvider.answerHotelRequest(record.id, answer, note) });
  const submit = useServerSubmit(async (values) => {
    if (!sure) {
      setSure(true);
      return;
    }
    const note = typeof values.note === 'string' ? values.note.trim() : '';
    await mutateAsync(note);
    notify(`app.hotelBooking.answer.${answer}_done`, { type: 'success', messageArgs: { locator: record.locator } });
    onClose();
    refresh();
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogForm defaultValues={{ note: '' }} onSubmit={submit}>
        <DialogTitle id={titleId}>{translate(`app.hotelBooking.answer.${answer}_title`, { locator: record.locator })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate(`app.hotelBooking.answer.${answer}_text`)}</DialogContentText>
          <FormServerError />
          <TextInput source="note" label="app.hotelBooking.answer.note" multiline minRows={2} fullWidth validate={maxLength(NOTE_MAX_LENGTH)} helperText="app.hotelBooking.answer.note_hint" />
          {answer === 'deny' && sure && (
            <Alert severity="warning" role="alert">
              {translate('app.hotelBooking.answer.deny_sure')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={answer === 'confirm' ? 'app.hotelBooking.answer.confirm' : sure ? 'app.hotelBooking.answer.deny_yes' : 'app.hotelBooking.answer.deny'} color={answer === 'deny' ? 'error' : 'primary'} />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

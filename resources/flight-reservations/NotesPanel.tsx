/**
 * A reservation's notes (reservations/notes/): read by whoever sees the reservation, added by them,
 * edited by their author only.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, List, ListItem, ListItemText, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetList, useLocaleState, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { NoteRecord, ReservationDetailRecord } from '../../domain/records/flightBooking.ts';
import { NOTE_MIN_LENGTH } from '../../domain/schemas/flightBooking.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { useActor } from '../../src/session/useActor.ts';
import { formatInstant } from '../../src/components/flights/format.ts';

interface NoteEditorProps {
  initial: string;
  submitLabel: string;
  busy: boolean;
  /** `clear` empties the editor once the note is saved. */
  onSubmit: (text: string, clear: () => void) => void;
  onCancel?: () => void;
}

function NoteEditor({ initial, submitLabel, busy, onSubmit, onCancel }: NoteEditorProps) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const tooShort = text.trim().length < NOTE_MIN_LENGTH;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        multiline
        minRows={2}
        label={translate('app.flights.notes.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={text && tooShort ? translate('validation.too_short', { min: NOTE_MIN_LENGTH }) : ' '}
        error={!!text && tooShort}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
        <Button
          variant="contained"
          disabled={tooShort || busy}
          onClick={() => onSubmit(text.trim(), () => setText(''))}
        >
          {translate(submitLabel)}
        </Button>
      </Box>
    </Box>
  );
}

/** On the reservation's page: the reservation comes from its record context. */
export function NotesPanel() {
  const reservationId = useRecordContext<ReservationDetailRecord>()?.id;
  const translate = useTranslate();
  const [language] = useLocaleState();
  const actor = useActor();
  const notify = useNotify();
  const handleError = useHandleError();
  const [editing, setEditing] = useState<number | null>(null);
  const { data: notes = [], refetch } = useGetList<NoteRecord>('reservation-notes', {
    filter: { reservation: reservationId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'created_at', order: 'ASC' },
  });
  const [create, { isPending: adding }] = useCreate();
  const [update, { isPending: saving }] = useUpdate();

  const add = (text: string, clear: () => void) =>
    create(
      'reservation-notes',
      { data: { reservation: reservationId, text } },
      {
        onSuccess: () => {
          notify('app.flights.notes.added', { type: 'success' });
          clear();
          void refetch();
        },
        onError: (error) => handleError(error),
      },
    );
  const save = (note: NoteRecord) => (text: string) =>
    update(
      'reservation-notes',
      { id: note.id, data: { text }, previousData: note },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.flights.notes.saved', { type: 'success' });
          setEditing(null);
          void refetch();
        },
        onError: (error) => handleError(error),
      },
    );

  return (
    <Box>
      {notes.length === 0 && <ListItemText secondary={translate('app.flights.notes.empty')} />}
      <List dense>
        {notes.map((note) =>
          editing === note.id ? (
            <ListItem key={note.id} disableGutters>
              <Box sx={{ flex: 1 }}>
                <NoteEditor initial={note.text} submitLabel="ra.action.save" busy={saving} onSubmit={save(note)} onCancel={() => setEditing(null)} />
              </Box>
            </ListItem>
          ) : (
            <ListItem
              key={note.id}
              disableGutters
              secondaryAction={
                note.created_by === actor.id && (
                  <Tooltip title={translate('ra.action.edit')}>
                    <IconButton edge="end" aria-label={translate('app.flights.notes.edit')} onClick={() => setEditing(note.id)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={note.text}
                secondary={`${note.created_by_name || '-'} · ${formatInstant(note.created_at, language)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ),
        )}
      </List>
      <NoteEditor initial="" submitLabel="app.flights.notes.add" busy={adding} onSubmit={add} />
    </Box>
  );
}

/**
 * The rooms of a hotel search (spec §3 'rooms'; §9 default one room of 2 adults): per room its
 * adults (a stepper) and its children's ages typed in one field ('7, 10'), rooms added and removed.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_CHILD_AGE, MAX_ROOM_ADULTS, MAX_ROOM_CHILDREN } from '../../../domain/schemas/hotelSales.ts';
import { MAX_ROOMS, type RoomRequest } from '../../../domain/services/hotels.ts';
import { CountStepper } from '../flights/CountStepper.tsx';

/** '7, 10' → [7, 10]; null when a word is not an age or there are too many children. */
export function parseAges(text: string): number[] | null {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  if (words.length > MAX_ROOM_CHILDREN || words.some((w) => !/^\d{1,2}$/.test(w) || Number(w) > MAX_CHILD_AGE)) return null;
  return words.map(Number);
}

function RoomRow({ index, room, onChange, onRemove }: { index: number; room: RoomRequest; onChange: (room: RoomRequest) => void; onRemove?: () => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(room.children_ages.join(', '));
  const ages = parseAges(text);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 10rem 1fr auto' }, gap: 2, alignItems: 'start' }}>
      <Typography sx={{ pt: 2 }}>{translate('app.hotelSales.rooms.room', { n: index + 1 })}</Typography>
      <CountStepper label={translate('app.hotelSales.rooms.adults')} value={room.adults} min={1} max={MAX_ROOM_ADULTS} onChange={(adults) => onChange({ ...room, adults })} />
      <TextField
        label={translate('app.hotelSales.rooms.ages')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseAges(event.target.value);
          if (parsed) onChange({ ...room, children_ages: parsed });
        }}
        error={ages === null}
        helperText={ages === null ? translate('app.hotelSales.rooms.ages_invalid') : translate('app.hotelSales.rooms.ages_hint')}
      />
      {onRemove ? (
        <IconButton onClick={onRemove} aria-label={translate('app.hotelSales.rooms.remove', { n: index + 1 })} sx={{ mt: 1 }}>
          <DeleteIcon />
        </IconButton>
      ) : (
        <span />
      )}
    </Box>
  );
}

export function RoomsField({ rooms, onChange }: { rooms: RoomRequest[]; onChange: (rooms: RoomRequest[]) => void }) {
  const translate = useTranslate();
  // Keys that survive removing a room above, so each row keeps its typed ages.
  const [keys, setKeys] = useState(() => rooms.map((_, i) => i));
  const [next, setNext] = useState(rooms.length);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('app.hotelSales.rooms.legend')}
      </Typography>
      {rooms.map((room, i) => (
        <RoomRow
          key={keys[i]}
          index={i}
          room={room}
          onChange={(changed) => onChange(rooms.map((r, j) => (j === i ? changed : r)))}
          onRemove={
            rooms.length > 1
              ? () => {
                  onChange(rooms.filter((_, j) => j !== i));
                  setKeys(keys.filter((_, j) => j !== i));
                }
              : undefined
          }
        />
      ))}
      <Box>
        <Button
          disabled={rooms.length >= MAX_ROOMS}
          onClick={() => {
            onChange([...rooms, { adults: 2, children_ages: [] }]);
            setKeys([...keys, next]);
            setNext(next + 1);
          }}
        >
          {translate('app.hotelSales.rooms.add')}
        </Button>
      </Box>
    </Box>
  );
}

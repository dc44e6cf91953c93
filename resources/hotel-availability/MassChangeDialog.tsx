/**
 * The mass change (spec §3 bulk availability): a date range (end default: start + 1 day, spec §9),
 * room types of the hotel, allotment and/or mode; a review step says how many nights change before
 * the staff confirms. Field errors of the server show under their fields.
 */
import { Alert, Button, Checkbox, DialogActions, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { AvailabilityGridRoomType } from '../../domain/records/hotelAvailability.ts';
import { AVAILABILITY_MODES, daysBetween, defaultEnd, MAX_ALLOTMENT, type AvailabilityMode } from '../../domain/services/hotelAvailability.ts';
import { AppModal } from '../../src/components/AppModal.tsx';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { fieldMessages, GRID_QUERY_KEY } from './CellDialog.tsx';

interface Props {
  hotel: number;
  roomTypes: AvailabilityGridRoomType[];
  initialStart: string;
  onClose: () => void;
}

export function MassChangeDialog({ hotel, roomTypes, initialStart, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [start, setStart] = useState(initialStart);
  const [end, setEnd] = useState(defaultEnd(initialStart));
  const [chosen, setChosen] = useState<number[]>(roomTypes.map((rt) => rt.id));
  const [allotment, setAllotment] = useState('');
  const [mode, setMode] = useState<AvailabilityMode | ''>('');
  const [reviewing, setReviewing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const days = start && end ? daysBetween(start, end) : 0;
  const ready = !!start && chosen.length > 0 && (allotment !== '' || mode !== '');

  const save = useMutation({
    mutationFn: () =>
      dataProvider.massChangeHotelAvailability({ hotel, start, end: end || undefined, room_types: chosen, ...(allotment !== '' ? { allotment: Number(allotment) } : {}), ...(mode ? { mode } : {}) }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: [GRID_QUERY_KEY] });
      notify('app.havail.mass_done', { type: 'success', messageArgs: { nights: result.nights } });
      onClose();
    },
    onError: (error) => {
      const fields = fieldMessages(error);
      setReviewing(false);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else handleError(error);
    },
  });

  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const onStart = (value: string) => {
    // The end follows the start (spec §9 default) until it is set apart from it.
    if (!end || end === defaultEnd(start)) setEnd(value ? defaultEnd(value) : '');
    setStart(value);
  };

  const actions = reviewing ? (
    <DialogActions>
      <Button onClick={() => setReviewing(false)}>{translate('app.havail.back')}</Button>
      <Button variant="contained" color="warning" onClick={() => save.mutate()} disabled={save.isPending}>
        {translate('app.havail.confirm')}
      </Button>
    </DialogActions>
  ) : (
    <DialogActions>
      <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      <Button variant="contained" onClick={() => setReviewing(true)} disabled={!ready}>
        {translate('app.havail.review')}
      </Button>
    </DialogActions>
  );

  return (
    <AppModal open onClose={onClose} title={translate('app.havail.mass_change')} actions={actions}>
      {reviewing ? (
        <Alert severity="warning" role="status">
          <Typography variant="body2">
            {translate('app.havail.confirm_text', { nights: days * chosen.length, room_types: chosen.length, days, start, end })}
          </Typography>
          <Typography variant="body2">{roomTypes.filter((rt) => chosen.includes(rt.id)).map((rt) => rt.code).join(', ')}</Typography>
          {allotment !== '' && <Typography variant="body2">{translate('app.havail.confirm_allotment', { allotment })}</Typography>}
          {mode && <Typography variant="body2">{translate('app.havail.confirm_mode', { mode: translate(`app.havail.modes.${mode}`) })}</Typography>}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.non_field_errors && <Alert severity="error">{errors.non_field_errors}</Alert>}
          <Stack direction="row" spacing={2}>
            <TextField label={translate('app.havail.start')} type="date" value={start} onChange={(e) => onStart(e.target.value)} error={!!errors.start} helperText={errors.start ?? ' '} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
            <TextField label={translate('app.havail.end')} type="date" value={end} onChange={(e) => setEnd(e.target.value)} error={!!errors.end} helperText={errors.end ?? translate('app.havail.end_help')} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          </Stack>
          <FormControl component="fieldset" error={!!errors.room_types}>
            <FormLabel component="legend">{translate('app.havail.room_types')}</FormLabel>
            <FormGroup row>
              <FormControlLabel
                control={<Checkbox checked={chosen.length === roomTypes.length} indeterminate={chosen.length > 0 && chosen.length < roomTypes.length} onChange={() => setChosen(chosen.length === roomTypes.length ? [] : roomTypes.map((rt) => rt.id))} />}
                label={translate('app.havail.all_room_types')}
              />
              {roomTypes.map((rt) => (
                <FormControlLabel key={rt.id} control={<Checkbox checked={chosen.includes(rt.id)} onChange={() => toggle(rt.id)} />} label={`${rt.code} · ${rt.name}`} />
              ))}
            </FormGroup>
            {errors.room_types && <FormHelperText>{errors.room_types}</FormHelperText>}
          </FormControl>
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate('app.havail.allotment')}
              type="number"
              value={allotment}
              onChange={(e) => setAllotment(e.target.value)}
              placeholder={translate('app.havail.keep')}
              slotProps={{ htmlInput: { min: 0, max: MAX_ALLOTMENT, step: 1 }, inputLabel: { shrink: true } }}
              error={!!errors.allotment}
              helperText={errors.allotment ?? ' '}
              fullWidth
            />
            <TextField select label={translate('app.havail.mode')} value={mode} onChange={(e) => setMode(e.target.value as AvailabilityMode | '')} error={!!errors.mode} helperText={errors.mode ?? ' '} fullWidth>
              <MenuItem value="">{translate('app.havail.keep')}</MenuItem>
              {AVAILABILITY_MODES.map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(`app.havail.modes.${m}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      )}
    </AppModal>
  );
}

/** Clicking a grid cell: change that room type's night (allotment and/or mode); the server's field errors show under the fields. */
import { Button, DialogActions, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { isHttpError } from '../../dataProvider/errors.ts';
import { AVAILABILITY_MODES, MAX_ALLOTMENT, type AvailabilityMode } from '../../domain/services/hotelAvailability.ts';
import { AppModal } from '../../src/components/AppModal.tsx';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import type { CellTarget } from './AvailabilityGrid.tsx';

export const GRID_QUERY_KEY = 'hotel-availability-grid';

/** The message of each field in a 400 (react-admin's HttpError body keeps them under `errors`). */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!isHttpError(error) || error.status !== 400) return {};
  const data = error.body?.data;
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).flatMap(([k, v]) => (Array.isArray(v) ? [[k, v.join(' ')]] : [])));
}

export function CellDialog({ target, onClose }: { target: CellTarget; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [allotment, setAllotment] = useState(String(target.night?.allotment ?? 0));
  const [mode, setMode] = useState<AvailabilityMode>(target.night?.mode ?? 'cupon_sales');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => dataProvider.changeHotelAvailabilityCell({ room_type: target.roomType.id, date: target.date, allotment: Number(allotment), mode }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [GRID_QUERY_KEY] });
      notify('app.havail.saved', { type: 'success' });
      onClose();
    },
    onError: (error) => {
      const fields = fieldMessages(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else handleError(error);
    },
  });
  const title = translate('app.havail.cell_title', { room_type: `${target.roomType.code} ${target.roomType.name}`, date: target.date });
  return (
    <AppModal
      open
      onClose={onClose}
      title={title}
      maxWidth="xs"
      actions={
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || allotment === ''}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {target.night && <Typography variant="body2">{translate('app.havail.sold', { sold: target.night.sold })}</Typography>}
        <TextField
          label={translate('app.havail.allotment')}
          type="number"
          value={allotment}
          onChange={(e) => setAllotment(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: MAX_ALLOTMENT, step: 1 } }}
          error={!!errors.allotment}
          helperText={errors.allotment ?? ' '}
          autoFocus
        />
        <TextField select label={translate('app.havail.mode')} value={mode} onChange={(e) => setMode(e.target.value as AvailabilityMode)} error={!!errors.mode} helperText={errors.mode ?? ' '}>
          {AVAILABILITY_MODES.map((m) => (
            <MenuItem key={m} value={m}>
              {translate(`app.havail.modes.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </AppModal>
  );
}

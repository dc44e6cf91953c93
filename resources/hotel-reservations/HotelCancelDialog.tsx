/**
 * Cancel a hotel booking: before confirming, the penalty the booked policy would charge today — the
 * server's computation (domain/pricing/cancellation.ts: the booking total, units = nights, days from
 * today to check-in) — and the refund; then POST hotels/reservations/{id}/cancel/. Waiving the
 * penalty is the reservation change action (canWaivePenalties), as on a flight booking.
 */
import { Alert, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { fromMinor, toMinor } from '../../domain/money.ts';
import { explainCancellation } from '../../domain/pricing/cancellation.ts';
import type { HotelReservationRecord } from '../../domain/records/hotelSales.ts';
import { canWaivePenalties } from '../../domain/reservations/rules.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { useActor } from '../../src/session/useActor.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { CancelPreview } from '../../src/components/flights/CancelPreview.tsx';

export function hotelPenaltyPreview(record: Pick<HotelReservationRecord, 'cancellation_policy' | 'total' | 'nights' | 'checkin'>, today: string, applyPenalties: boolean) {
  const result = explainCancellation(record.cancellation_policy, { totalMinor: toMinor(record.total), units: record.nights, startDate: record.checkin, cancellationDate: today }, applyPenalties);
  return { penalty: fromMinor(result.penaltyMinor), refund: fromMinor(result.refundMinor), daysBefore: result.daysBefore, policies: result.policies };
}

export function HotelCancelDialog({ record, onClose }: { record: HotelReservationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const actor = useActor();
  const notify = useNotify();
  const refresh = useRefresh();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const mayWaive = canWaivePenalties(actor);
  const [apply, setApply] = useState(true);
  const preview = hotelPenaltyPreview(record, new Date().toISOString().slice(0, 10), apply);

  const { mutate: cancel, isPending: busy } = useMutation({
    mutationFn: () => dataProvider.cancelHotelReservation(record.id, mayWaive ? apply : undefined),
    onSuccess: (answer) => {
      notify('app.hotelBooking.cancel.done', { type: 'success', messageArgs: { penalty: formatMoney(answer.penalty, answer.currency, language), refund: formatMoney(answer.refund, answer.currency, language) } });
      onClose();
      refresh();
    },
    onError: (error) => handleError(error),
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.hotelBooking.cancel.title', { locator: record.locator })}</DialogTitle>
      <DialogContent>
        <CancelPreview policyTitle="app.hotelBooking.stay.policy" daysBeforeMessage="app.hotelBooking.cancel.days_before" currency={record.currency} total={record.total} preview={preview} />
        {mayWaive && <FormControlLabel control={<Checkbox checked={apply} onChange={(event) => setApply(event.target.checked)} />} label={translate('app.flights.cancel.apply_penalties')} />}
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.hotelBooking.cancel.warning')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.flights.cancel.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => cancel()} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {translate('app.hotelBooking.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

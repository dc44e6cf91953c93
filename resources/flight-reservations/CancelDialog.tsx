/**
 * Cancel a flight reservation: before confirming, the penalty the cancellation policy would charge
 * today (domain/pricing/cancellation.ts, the same computation as the server: the reservation total,
 * one unit, days from today to the outbound departure) and the refund. Waiving the penalty is a
 * reservation change action (canWaivePenalties).
 */
import { Alert, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { fromMinor, toMinor } from '../../domain/money.ts';
import { explainCancellation } from '../../domain/pricing/cancellation.ts';
import type { ReservationDetailRecord } from '../../domain/records/flightBooking.ts';
import { canWaivePenalties } from '../../domain/reservations/rules.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { useActor } from '../../src/session/useActor.ts';
import { CancelPreview } from '../../src/components/flights/CancelPreview.tsx';
import { formatMoney } from '../../src/components/flights/format.ts';

export function penaltyPreview(record: ReservationDetailRecord, today: string, applyPenalties: boolean) {
  const result = explainCancellation(
    record.cancellation_policy ?? [],
    { totalMinor: toMinor(record.total), units: 1, startDate: record.outbound?.departure_date ?? record.start_date, cancellationDate: today },
    applyPenalties,
  );
  return { penalty: fromMinor(result.penaltyMinor), refund: fromMinor(result.refundMinor), daysBefore: result.daysBefore, policies: result.policies };
}

/** Opened from the reservation's page: the reservation comes from its record context. */
export function CancelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const record = useRecordContext<ReservationDetailRecord>();
  if (!record) return null;
  return <CancelForm record={record} open={open} onClose={onClose} />;
}

function CancelForm({ record, open, onClose }: { record: ReservationDetailRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const actor = useActor();
  const notify = useNotify();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const mayWaive = canWaivePenalties(actor);
  const [apply, setApply] = useState(true);
  const refresh = useRefresh();
  const today = new Date().toISOString().slice(0, 10);
  const preview = penaltyPreview(record, today, apply);

  const { mutate: confirm, isPending: busy } = useMutation({
    mutationFn: () => dataProvider.cancelFlightReservation(record.id, mayWaive ? apply : undefined),
    onSuccess: (answer) => {
      notify('app.flights.cancel.done', { type: 'success', messageArgs: { penalty: formatMoney(answer.penalty, answer.currency, language), refund: formatMoney(answer.refund, answer.currency, language) } });
      onClose();
      refresh();
    },
    onError: (error) => handleError(error),
  });

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.flights.cancel.title', { locator: record.locator })}</DialogTitle>
      <DialogContent>
        <CancelPreview policyTitle="app.flights.policy.title" daysBeforeMessage="app.flights.cancel.days_before" currency={record.currency} total={record.total} preview={preview} />
        {mayWaive && (
          <FormControlLabel control={<Checkbox checked={apply} onChange={(event) => setApply(event.target.checked)} />} label={translate('app.flights.cancel.apply_penalties')} />
        )}
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.flights.cancel.warning')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.flights.cancel.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => confirm()} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {translate('app.flights.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

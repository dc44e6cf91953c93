/**
 * The reservation's payment operations (GET payments/operations/?reservation=, newest first): kind,
 * method, status and amounts, with a refund action on each completed payment for the finance staff
 * while something of it is left to give back.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { OperationRecord } from '../../../domain/records/payments.ts';
import { refundableBy } from '../../../domain/reservations/paymentActions.ts';
import { formatInstant, formatMoney } from '../../../src/components/flights/format.ts';
import { useActor } from '../../../src/session/useActor.ts';
import { ExchangeLine } from './ExchangeLine.tsx';
import { RefundDialog } from './RefundDialog.tsx';

/** More operations than one reservation gathers in practice: the table needs no pager. */
const OPERATIONS_SHOWN = 100;

const STATUS_COLORS: Record<string, 'success' | 'error' | 'default' | 'info'> = { completed: 'success', failed: 'error', cancelled: 'default', pending: 'info', processing: 'info', authorised: 'info' };

export function OperationsTable({ reservationId }: { reservationId: number }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const actor = useActor();
  const [refunding, setRefunding] = useState<{ operation: OperationRecord; max: number } | null>(null);
  const { data, isPending, error } = useGetList<OperationRecord>('payment-operations', {
    filter: { reservation: reservationId },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: OPERATIONS_SHOWN },
  });
  const label = (field: string) => translate(`resources.payment-operations.fields.${field}`);
  if (error) return <Alert severity="error">{translate('app.network.load_error')}</Alert>;
  if (isPending) return null;
  if (!data || data.length === 0) return <Typography color="text.secondary">{translate('app.resumen.payments.empty')}</Typography>;
  return (
    // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.resumen.payments.operations')}>
      <Table size="small" aria-label={translate('app.resumen.payments.operations')}>
        <TableHead>
          <TableRow>
            <TableCell>{label('created_at')}</TableCell>
            <TableCell>{label('kind')}</TableCell>
            <TableCell>{label('status')}</TableCell>
            <TableCell align="right">{label('amount')}</TableCell>
            <TableCell align="right">{label('refunded_amount')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((op) => {
            const refundable = refundableBy(actor, op);
            const provider = translate(`app.resumen.providers.${op.provider}`, { _: op.provider });
            return (
              <TableRow key={op.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(op.created_at, language)}</TableCell>
                <TableCell>
                  {translate(`gateways.kinds.${op.kind}`)}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {provider}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLORS[op.status] ?? 'default'} label={translate(`gateways.statuses.${op.status}`)} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(op.amount, op.currency, language)}
                  {op.exchange && <ExchangeLine operation={op} />}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {op.kind === 'refund' ? '-' : formatMoney(op.refunded_amount, op.currency, language)}
                </TableCell>
                <TableCell align="right">
                  {refundable > 0 && (
                    <Tooltip title={translate('app.resumen.payments.refund_of', { id: op.id })}>
                      <IconButton size="small" aria-label={translate('app.resumen.payments.refund_of', { id: op.id })} onClick={() => setRefunding({ operation: op, max: refundable })}>
                        <UndoIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {refunding && <RefundDialog operation={refunding.operation} refundableMinor={refunding.max} onClose={() => setRefunding(null)} />}
    </Box>
  );
}

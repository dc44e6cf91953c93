/**
 * A reservation's payments (issue 9, the detail's payments tab): total, paid and outstanding, the
 * accounting provider, the actions this user may take now (domain/reservations/paymentActions.ts;
 * the server guards each with the same rule) and the payment operations. Every action confirms in
 * a dialog before money moves and reloads the page's record afterwards (useRefresh).
 */
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import PaymentsIcon from '@mui/icons-material/Payments';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { fromMinor } from '../../../domain/money.ts';
import { isLive, owedMinor, paymentActions } from '../../../domain/reservations/paymentActions.ts';
import { formatMoney } from '../../../src/components/flights/format.ts';
import { useActor } from '../../../src/session/useActor.ts';
import { useAccountingProviderName } from '../../accounting-providers/choices.tsx';
import { AccountingProviderDialog } from './AccountingProviderDialog.tsx';
import { OperationsTable } from './OperationsTable.tsx';
import { PayDialog } from './PayDialog.tsx';
import { PaymentLinkDialog } from './PaymentLinkDialog.tsx';
import { PriceChangeDialog } from './PriceChangeDialog.tsx';
import { ProviderPayDialog } from './ProviderPayDialog.tsx';
import type { PaymentsRecord } from './types.ts';

type Open = 'pay' | 'partial' | 'providerPay' | 'link' | 'provider' | 'price' | null;

export function PaymentsPanel() {
  const record = useRecordContext<PaymentsRecord>();
  return record ? <Payments record={record} /> : null;
}

function Amount({ label, amount, currency, testId, strong = false }: { label: string; amount: string; currency: number; testId: string; strong?: boolean }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }} data-testid={testId}>
        {formatMoney(amount, currency, language)}
      </Typography>
    </Box>
  );
}

function Payments({ record }: { record: PaymentsRecord }) {
  const translate = useTranslate();
  const actor = useActor();
  const [open, setOpen] = useState<Open>(null);
  const may = paymentActions(actor, record);
  const close = () => setOpen(null);
  const provider = useAccountingProviderName()(record.accounting_provider);
  const actions: [Exclude<Open, null>, boolean, string, ReactElement][] = [
    ['pay', may.pay, 'app.resumen.payments.pay', <PaymentsIcon key="pay" />],
    ['partial', may.partial, 'app.resumen.payments.partial', <PaymentsIcon key="partial" />],
    ['providerPay', may.providerPay, 'app.resumen.payments.provider_pay', <AccountBalanceIcon key="providerPay" />],
    ['link', may.link, 'app.resumen.payments.link', <LinkIcon key="link" />],
    ['price', may.price, 'app.resumen.payments.price', <PriceChangeIcon key="price" />],
  ];
  const shown = actions.filter(([, allowed]) => allowed);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Amount label="app.resumen.payments.total" amount={record.total} currency={record.currency} testId="payments-total" />
        <Amount label="app.resumen.payments.paid" amount={record.paid_amount ?? '0.00'} currency={record.currency} testId="payments-paid" />
        <Amount label="app.resumen.payments.owed" amount={fromMinor(isLive(record) ? owedMinor(record) : 0)} currency={record.currency} testId="payments-owed" strong />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('app.resumen.payments.accounting_provider')}
          </Typography>
          <Typography data-testid="accounting-provider">{provider}</Typography>
        </Box>
        {may.accountingProvider && (
          <Tooltip title={translate('app.resumen.payments.change_provider')}>
            <IconButton size="small" aria-label={translate('app.resumen.payments.change_provider')} onClick={() => setOpen('provider')}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {shown.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={translate('app.resumen.payments.actions')}>
          {shown.map(([key, , label, icon]) => (
            <Button key={key} size="small" variant={key === 'pay' ? 'contained' : 'outlined'} startIcon={icon} onClick={() => setOpen(key)}>
              {translate(label)}
            </Button>
          ))}
        </Box>
      )}
      {may.operations && (
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {translate('app.resumen.payments.operations')}
          </Typography>
          <OperationsTable reservationId={record.id} />
        </Box>
      )}
      {(open === 'pay' || open === 'partial') && <PayDialog record={record} partial={open === 'partial'} onClose={close} />}
      {open === 'providerPay' && <ProviderPayDialog record={record} onClose={close} />}
      {open === 'link' && <PaymentLinkDialog record={record} onClose={close} />}
      {open === 'provider' && <AccountingProviderDialog record={record} onClose={close} />}
      {open === 'price' && <PriceChangeDialog record={record} onClose={close} />}
    </Box>
  );
}

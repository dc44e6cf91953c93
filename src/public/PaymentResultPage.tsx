import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { PublicPaymentRequestRecord } from '../../domain/schemas/paymentRequests.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { PaymentLayout } from '../layout/PaymentLayout.tsx';

/**
 * Which payment the gateway came back for: `?payment=` (a card payment of the /payment page, a
 * checkout or a booking) or `?request=` (a payment link); its public record says what was paid.
 */
function usePaidRecord() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const request = params.get('request');
  return useQuery<PublicPaymentRequestRecord>({
    queryKey: ['public-payment-result', payment, request],
    queryFn: () => (payment ? dataProvider.getPublicCardPayment(payment) : dataProvider.getPublicPaymentRequest(request ?? '')),
    enabled: Boolean(payment || request),
    retry: false,
  });
}

/** /payment-success and /payment-fail: where the card gateway sends the payer back. */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'fail' }) {
  const translate = useTranslate();
  const record = usePaidRecord().data;
  // Sent to success before the gateway's confirmation reached us: say so rather than 'paid'.
  const waiting = outcome === 'success' && record !== undefined && record.status !== 'completed';
  const ok = outcome === 'success';
  const title = translate(waiting ? 'app.cardpay.result.processing_title' : ok ? 'app.payment.success_title' : 'app.payment.fail_title');
  const icon = waiting ? <HourglassTopIcon /> : ok ? <CheckCircleIcon /> : <CancelIcon />;
  return (
    <PaymentLayout>
      <PageTitle title={title} />
      <StatusMessage
        icon={<Box component="span" sx={{ color: waiting ? 'warning.main' : ok ? 'success.main' : 'error.main' }}>{icon}</Box>}
        title={title}
        actions={[
          { label: translate('app.payment.to_bookings'), to: '/resumen', primary: true },
          { label: translate('app.common.home'), to: '/' },
        ]}
      >
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <span>{translate(waiting ? 'app.cardpay.result.processing_message' : ok ? 'app.payment.success_message' : 'app.payment.fail_message')}</span>
          {record ? (
            <>
              <Typography>{translate('app.cardpay.result.locator', { locator: record.locator })}</Typography>
              <Typography>{translate('app.cardpay.result.amount', { amount: record.amount, currency: record.currency })}</Typography>
              <Typography variant="body2">{translate('app.cardpay.result.paid_of_total', { paid: record.paid, total: record.total, currency: record.currency })}</Typography>
            </>
          ) : null}
        </Stack>
      </StatusMessage>
    </PaymentLayout>
  );
}

export const PaymentSuccessPage = () => <PaymentResultPage outcome="success" />;
export const PaymentFailPage = () => <PaymentResultPage outcome="fail" />;

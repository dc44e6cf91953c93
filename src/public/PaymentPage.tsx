import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { PaymentLayout } from '../layout/PaymentLayout.tsx';

/** Where the browser goes to pay; a seam so the component test can stay on the page. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/**
 * /payment/:id: the public page a card-payment link opens (no login). It shows only what the
 * server's public record holds — the locator, the amount asked, the total and what is paid — and
 * sends the payer to the gateway's hosted card page.
 */
export function PaymentPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { id = '' } = useParams();
  const title = translate('app.payment.title');
  const request = useQuery({ queryKey: ['public-payment-request', id], queryFn: () => dataProvider.getPublicPaymentRequest(id), retry: false });
  const pay = useMutation({
    mutationFn: () => dataProvider.startPaymentRequestCard(id),
    onSuccess: ({ checkout_url }) => navigation.assign(checkout_url),
  });

  let body;
  if (request.isPending) body = <CircularProgress aria-label={translate('ra.page.loading')} />;
  else if (request.isError) body = <Alert severity="error">{translate('app.payment.not_found')}</Alert>;
  else {
    const r = request.data;
    const payable = r.status !== 'completed' && r.status !== 'cancelled';
    body = (
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{translate('app.payment.locator', { locator: r.locator })}</Typography>
        <Typography variant="h5" component="p">
          {translate('app.payment.amount', { amount: r.amount, currency: r.currency })}
        </Typography>
        <Typography variant="body2">{translate('app.payment.paid_of_total', { paid: r.paid, total: r.total, currency: r.currency })}</Typography>
        {payable ? (
          <Button variant="contained" startIcon={<CreditCardIcon />} disabled={pay.isPending} onClick={() => pay.mutate()}>
            {translate('app.payment.pay_by_card')}
          </Button>
        ) : (
          <Alert severity="success">{translate('app.payment.already_paid')}</Alert>
        )}
        {pay.isError ? <Alert severity="error">{translate('app.payment.gateway_error')}</Alert> : null}
      </Stack>
    );
  }
  return (
    <PaymentLayout>
      <PageTitle title={title} />
      <StatusMessage icon={<CreditCardIcon />} title={title}>
        {body}
      </StatusMessage>
    </PaymentLayout>
  );
}

export default PaymentPage;

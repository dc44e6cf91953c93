import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { PaymentLayout } from '../layout/PaymentLayout.tsx';

/** /payment-success and /payment-fail: where the card gateway sends the payer back. */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'fail' }) {
  const translate = useTranslate();
  const ok = outcome === 'success';
  const title = translate(ok ? 'app.payment.success_title' : 'app.payment.fail_title');
  return (
    <PaymentLayout>
      <PageTitle title={title} />
      <StatusMessage
        icon={<Box component="span" sx={{ color: ok ? 'success.main' : 'error.main' }}>{ok ? <CheckCircleIcon /> : <CancelIcon />}</Box>}
        title={title}
        actions={[
          { label: translate('app.payment.to_bookings'), to: '/resumen', primary: true },
          { label: translate('app.common.home'), to: '/' },
        ]}
      >
        {translate(ok ? 'app.payment.success_message' : 'app.payment.fail_message')}
      </StatusMessage>
    </PaymentLayout>
  );
}

export const PaymentSuccessPage = () => <PaymentResultPage outcome="success" />;
export const PaymentFailPage = () => <PaymentResultPage outcome="fail" />;

import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { PaymentLayout } from '../layout/PaymentLayout.tsx';

/** /payment/:id: the public page a card-payment link opens. Online payment comes in a later issue. */
export function PaymentPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const title = translate('app.payment.title');
  return (
    <PaymentLayout>
      <PageTitle title={title} />
      <StatusMessage icon={<CreditCardIcon />} title={title} actions={[{ label: translate('app.common.home'), to: '/', primary: true }]}>
        <p>{translate('app.payment.reference', { id })}</p>
        <p>{translate('app.payment.coming')}</p>
      </StatusMessage>
    </PaymentLayout>
  );
}

export default PaymentPage;

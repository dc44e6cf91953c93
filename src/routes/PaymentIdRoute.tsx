/**
 * '/payment/:id' is public (a card-payment link), but '/payment/custom', '/payment/revolut' and
 * '/payment/payfacto' are menu routes of the payment-gateways area. react-router ranks the public
 * route first, so this switch hands those three to the main layout with their rule.
 */
import { useParams } from 'react-router-dom';
import { MENU } from '../../domain/menu.ts';
import { PaymentPage } from './lazyPages.ts';
import { ProtectedLayout } from './ProtectedLayout.tsx';
import { guarded } from './tableRoutes.tsx';

const gateways = MENU.find((area) => area.key === 'payment_gateways');

export function PaymentIdRoute() {
  const { id } = useParams();
  const route = gateways?.routes.find((r) => r.path === `/payment/${id}`);
  if (gateways && route) return <ProtectedLayout>{guarded(gateways.key, route)}</ProtectedLayout>;
  return <PaymentPage />;
}

export default PaymentIdRoute;

/**
 * /payment/revolut and /payment/payfacto: a gateway's operations for the staff holding its view
 * permission (filters, totals, export); from the Revolut page, 'Revolut Payment Link' holders send
 * a payment link (the only thing there for those without the view permission).
 */
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canSeeGatewayOperations, canSendPaymentLink, type Gateway } from '../../domain/gateways.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { PageTitle } from '../../src/components/PageTitle.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { OperationList } from './OperationList.tsx';
import { PaymentLinkButton } from './PaymentLinkButton.tsx';

function GatewayPage({ gateway }: { gateway: Gateway }) {
  const translate = useTranslate();
  const actor = useActor();
  const title = `app.cardpay.gateway.${gateway}_title`;
  const links = gateway === 'revolut' && canSendPaymentLink(actor);
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.payment_gateways' }, { label: `app.menu.routes.payment_${gateway}` }]} />
      <PageTitle title={translate(title)} />
      {canSeeGatewayOperations(actor, gateway) ? (
        <OperationList list={gateway} actions={links ? <PaymentLinkButton /> : undefined} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <Alert severity="info">{translate('app.cardpay.gateway.no_view')}</Alert>
          {links ? <PaymentLinkButton /> : null}
        </Box>
      )}
    </>
  );
}

export const RevolutPage = () => <GatewayPage gateway="revolut" />;
export const PayfactoPage = () => <GatewayPage gateway="payfacto" />;

/**
 * /payment: pay a reservation by card through the configured gateway (whoever may pay it), and, for
 * 'TPV Payment' holders, record a card-terminal charge, with the list of the terminal's charges.
 * The page never names a gateway: the server's card_gateway setting chooses it.
 */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canPayByCard, canUseCardTerminal } from '../../domain/gateways.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { PageTitle } from '../../src/components/PageTitle.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { CardPayForm } from './CardPayForm.tsx';
import { OperationList } from './OperationList.tsx';
import { ReservationFinder } from './ReservationFinder.tsx';
import { TerminalChargeForm } from './TerminalChargeForm.tsx';
import { TerminalStatusButton } from './TerminalStatusButton.tsx';

function Section({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(intro)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function CardPaymentPage() {
  const translate = useTranslate();
  const actor = useActor();
  const title = 'app.menu.routes.payment';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.payment_gateways' }, { label: title }]} />
      <PageTitle title={translate(title)} />
      <Stack spacing={2}>
        {canPayByCard(actor) ? (
          <Section title="app.cardpay.card.title" intro="app.cardpay.card.intro">
            <ReservationFinder>{(reservation) => <CardPayForm reservation={reservation} />}</ReservationFinder>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
              {translate('app.cardpay.card.list')}
            </Typography>
            <OperationList list="card" />
          </Section>
        ) : null}
        {canUseCardTerminal(actor) ? (
          <Section title="app.cardpay.terminal.title" intro="app.cardpay.terminal.intro">
            <ReservationFinder>{(reservation, refresh) => <TerminalChargeForm reservation={reservation} onDone={refresh} />}</ReservationFinder>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
              {translate('app.cardpay.terminal.list')}
            </Typography>
            <OperationList list="tpv" rowAction={<TerminalStatusButton />} />
          </Section>
        ) : null}
      </Stack>
    </>
  );
}

export default CardPaymentPage;

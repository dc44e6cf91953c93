/**
 * /payment/custom (finance staff): charge a free amount against a reservation or credit it to an
 * agency, both through the payments core, with the list of custom payments and deposits below.
 */
import { Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { PageTitle } from '../../src/components/PageTitle.tsx';
import { AgencyDepositForm, CustomChargeForm } from './CustomPaymentForms.tsx';
import { OperationList } from './OperationList.tsx';
import { ReservationFinder } from './ReservationFinder.tsx';

type Target = 'reservation' | 'agency';

export function CustomPaymentPage() {
  const translate = useTranslate();
  const [target, setTarget] = useState<Target>('reservation');
  const title = 'app.menu.routes.payment_custom';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.payment_gateways' }, { label: title }]} />
      <PageTitle title={translate(title)} />
      <Card variant="outlined" component="section" aria-label={translate('app.cardpay.custom.title')} sx={{ mb: 2 }}>
        <Tabs value={target} onChange={(_e, value: Target) => setTarget(value)} aria-label={translate('app.cardpay.custom.title')}>
          <Tab value="reservation" label={translate('app.cardpay.custom.to_reservation')} id="custom-tab-reservation" aria-controls="custom-panel" />
          <Tab value="agency" label={translate('app.cardpay.custom.to_agency')} id="custom-tab-agency" aria-controls="custom-panel" />
        </Tabs>
        <CardContent role="tabpanel" id="custom-panel" aria-labelledby={`custom-tab-${target}`}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(target === 'reservation' ? 'app.cardpay.custom.intro_reservation' : 'app.cardpay.custom.intro_agency')}
          </Typography>
          {target === 'reservation' ? <ReservationFinder>{(reservation, refresh) => <CustomChargeForm reservation={reservation} onDone={refresh} />}</ReservationFinder> : <AgencyDepositForm />}
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        {translate('app.cardpay.custom.list')}
      </Typography>
      <OperationList list="custom" />
    </>
  );
}

export default CustomPaymentPage;

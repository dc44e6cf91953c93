/**
 * Tabs over /admin/flights/list: the flights and their catalogue (airlines, cities, airports, seat
 * categories, luggage categories, airport supplements). Each tab is its own page and address;
 * a tab shows only when the user may list that resource.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useActor } from '../../../src/session/useActor.ts';
import { canAccess } from '../../../domain/access.ts';
import { CATALOGUE_TABS, FLIGHT_ADMIN_PATHS, type FlightAdminResource } from '../paths.ts';

export function CatalogueTabs({ current }: { current: FlightAdminResource }) {
  const translate = useTranslate();
  const actor = useActor();
  const tabs = CATALOGUE_TABS.filter((resource) => canAccess(actor, { resource, action: 'list' }));
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
      <Tabs value={tabs.includes(current) ? current : false} variant="scrollable" scrollButtons="auto" aria-label={translate('app.flightAdmin.catalogue.tabs')}>
        {tabs.map((resource) => (
          <Tab key={resource} value={resource} label={translate(`app.flightAdmin.catalogue.${resource}`)} component={Link} to={FLIGHT_ADMIN_PATHS[resource]} />
        ))}
      </Tabs>
    </Box>
  );
}

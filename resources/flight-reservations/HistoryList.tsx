/**
 * /vuelos/reserva/historial: every change of the flight reservations in the user's subtree (rule
 * canSeeReservationHistory), newest first, filterable by locator, action and dates.
 */
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, DateInput, List, TextInput, useLocaleState, useTranslate } from 'react-admin';
import type { HistoryRecord } from '../../domain/records/flightBooking.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { formatInstant } from '../../src/components/flights/format.ts';
import { actionLabel, historyChanges } from './HistoryPanel.tsx';
import { PATHS, recordPath } from '../../domain/menu.ts';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';

const label = (source: string) => `resources.flight-reservation-history.filters.${source}`;

const filters = [
  <TextInput key="locator" source="locator" label={label('locator')} alwaysOn />,
  <TextInput key="action" source="action" label={label('action')} />,
  <DateInput key="date_start" source="date_start" label={label('date_start')} alwaysOn />,
  <DateInput key="date_end" source="date_end" label={label('date_end')} alwaysOn />,
];

function HistoryTable() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  return (
    <ResponsiveFlightList<HistoryRecord>
      primary={(r) => `${r.locator} · ${actionLabel(r.action, translate)}`}
      secondary={(r) => `${formatInstant(r.at, language)} · ${r.user_name ?? '-'}`}
      linkTo={(r) => recordPath(PATHS.flightReservations, r.reservation)}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" disableSort render={(r: HistoryRecord) => formatInstant(r.at, language)} />
        <DataTable.Col
          source="locator"
          disableSort
          render={(r: HistoryRecord) => (
            <Link component={RouterLink} to={recordPath(PATHS.flightReservations, r.reservation)} sx={{ fontFamily: 'monospace' }}>
              {r.locator}
            </Link>
          )}
        />
        <DataTable.Col source="user_name" disableSort />
        <DataTable.Col source="action" disableSort render={(r: HistoryRecord) => actionLabel(r.action, translate)} />
        <DataTable.Col
          source="changes"
          disableSort
          render={(r: HistoryRecord) => <Box sx={{ whiteSpace: 'pre-line', fontSize: 13, maxWidth: 520, wordBreak: 'break-word' }}>{historyChanges(r).join('\n')}</Box>}
        />
      </DataTable>
    </ResponsiveFlightList>
  );
}

export function HistoryList() {
  const translate = useTranslate();
  const title = 'app.menu.routes.vuelos_reserva_historial';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flights', to: PATHS.flightSearch }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List resource="flight-reservation-history" title={title} filters={filters} perPage={25} sort={{ field: 'at', order: 'DESC' }} storeKey="flight-reservation-history.list">
        <HistoryTable />
      </List>
    </>
  );
}

export default HistoryList;

/**
 * /disponibilidad/logs: every availability change (who, when, hotel, room type, range, what was set,
 * before and after) with filters (hotel, user, room type, action, days of the change), sorting,
 * paging and the XLSX export of the same filter. Rule canSeeHotelAvailability.
 */
import { Box, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, DateInput, FilterButton, List, ReferenceInput, SelectInput, TopToolbar, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { AUTOCOMPLETE_DELAY_MS } from '../../domain/constants.ts';
import type { AvailabilityLogRecord } from '../../domain/records/hotelAvailability.ts';
import { LOG_ACTIONS } from '../../domain/schemas/hotelAvailability.ts';
import type { Run } from '../../domain/services/hotelAvailability.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { ModeIcon } from './modes.tsx';

const label = (source: string) => `resources.hotel-availability-logs.filters.${source}`;
const toQuery = (search: string) => (search ? { search } : {});
const actionChoices = LOG_ACTIONS.map((id) => ({ id, name: `app.havail.actions.${id}` }));

const filters = [
  <ReferenceInput key="hotel" source="hotel" reference="hotel-availability-hotels" alwaysOn>
    <AutocompleteInput label={label('hotel')} optionText="name" filterToQuery={toQuery} debounce={AUTOCOMPLETE_DELAY_MS} sx={{ minWidth: 220 }} helperText={false} />
  </ReferenceInput>,
  <ReferenceInput key="room_type" source="room_type" reference="hotel-availability-room-types" alwaysOn>
    <AutocompleteInput label={label('room_type')} optionText="label" sx={{ minWidth: 180 }} helperText={false} />
  </ReferenceInput>,
  <DateInput key="date_from" source="date_from" label={label('date_from')} alwaysOn />,
  <DateInput key="date_to" source="date_to" label={label('date_to')} alwaysOn />,
  <ReferenceInput key="user" source="user" reference="hotel-availability-users">
    <AutocompleteInput label={label('user')} optionText="name" filterToQuery={toQuery} debounce={AUTOCOMPLETE_DELAY_MS} helperText={false} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" label={label('action')} choices={actionChoices} />,
];

function Actions() {
  const { filterValues, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <TopToolbar>
      <FilterButton />
      <DownloadButton label="app.havail.export" disabled={total === 0} fetchFile={() => dataProvider.exportHotelAvailabilityLogs(filterValues)} />
    </TopToolbar>
  );
}

/** A log's nights as lines 'from – to: allotment, sold, mode' (icon and name, not colour alone). */
function Runs({ runs }: { runs: Run[] }) {
  const translate = useTranslate();
  const shown = runs.slice(0, 4);
  return (
    <Box sx={{ maxWidth: 260 }}>
      {shown.map((r) => (
        <Typography key={r.from} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <span>{r.from === r.to ? r.from : `${r.from} – ${r.to}`}:</span>
          {r.mode ? (
            <>
              <ModeIcon mode={r.mode} />
              <span>{translate('app.havail.run', { allotment: r.allotment ?? 0, sold: r.sold ?? 0, mode: translate(`app.havail.mode_short.${r.mode}`) })}</span>
            </>
          ) : (
            <span>{translate('app.havail.no_row')}</span>
          )}
        </Typography>
      ))}
      {runs.length > shown.length && <Typography variant="caption">… +{runs.length - shown.length}</Typography>}
    </Box>
  );
}

function Change({ row }: { row: AvailabilityLogRecord }) {
  const translate = useTranslate();
  const parts = [
    row.allotment !== null ? translate('app.havail.confirm_allotment', { allotment: row.allotment }) : null,
    row.mode !== null ? translate('app.havail.confirm_mode', { mode: translate(`app.havail.modes.${row.mode}`) }) : null,
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

export function LogList() {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const title = 'app.menu.routes.disponibilidad_logs';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.hotel_admin' }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List resource="hotel-availability-logs" title={title} filters={filters} perPage={25} sort={{ field: 'created_at', order: 'DESC' }} actions={<Actions />} storeKey="hotel-availability-logs.list" empty={false}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate('app.havail.empty_logs')}</Typography>}>
          <DataTable.Col source="created_at" render={(r: AvailabilityLogRecord) => new Date(r.created_at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })} />
          <DataTable.Col source="user_name" disableSort />
          <DataTable.Col source="hotel_name" />
          <DataTable.Col source="room_type_code" render={(r: AvailabilityLogRecord) => `${r.room_type_code} · ${r.room_type_name}`} />
          <DataTable.Col source="action" render={(r: AvailabilityLogRecord) => translate(`app.havail.actions.${r.action}`)} />
          <DataTable.Col source="date_from" />
          <DataTable.Col source="date_to" />
          <DataTable.Col source="change" disableSort render={(r: AvailabilityLogRecord) => <Change row={r} />} />
          <DataTable.Col source="before" disableSort render={(r: AvailabilityLogRecord) => <Runs runs={r.before} />} />
          <DataTable.Col source="after" disableSort render={(r: AvailabilityLogRecord) => <Runs runs={r.after} />} />
        </DataTable>
      </List>
    </>
  );
}

export default LogList;

/**
 * /admin/flights/visible-luggage-category/: which luggage categories an agency may add, per route
 * and airline (none = all). Assign several at once, show or hide the selected ones in bulk, edit
 * or delete one.
 */
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box } from '@mui/material';
import { useState } from 'react';
import { BooleanField, BooleanInput, Button, DataTable, DeleteButton, ResourceContextProvider, SelectInput, useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { VisibleLuggageRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { visibleLuggageBulkBody, visibleLuggageUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { ListPage } from '../../common/ListPage.tsx';
import { ResponsiveList } from '../../common/ResponsiveList.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { yesNoChoices } from '../choices.ts';
import { bodyOf } from '../common/body.ts';
import { BulkActionDialog } from '../common/BulkActionDialog.tsx';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { AirlineInput, LuggageCategoryInput, RouteInput } from '../common/inputs.tsx';
import { RecordDialog } from '../common/RecordDialog.tsx';
import { AssignLuggageButton } from './AssignLuggageButton.tsx';

const RESOURCE = 'visible-luggage-categories';

const filters = [
  <LuggageCategoryInput key="luggage_category" source="luggage_category" alwaysOn fullWidth={false} />,
  <RouteInput key="route" source="route" alwaysOn fullWidth={false} />,
  <AirlineInput key="airline" source="airline" alwaysOn fullWidth={false} />,
  <SelectInput key="visible" source="visible" choices={yesNoChoices} alwaysOn />,
];

const editBody = (values: Values) => bodyOf(values, ['luggage_category', 'route', 'airline', 'visible'], ['route', 'airline']);
const validateEdit = zodValidate(visibleLuggageUpdateBody);
const validateBulk = zodValidate(visibleLuggageBulkBody, () => ({ ids: [1] }));

function BulkVisible() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <BulkActionDialog
      label="app.flightAdmin.luggage.update_bulk"
      intro="app.flightAdmin.luggage.update_bulk_intro"
      icon={<VisibilityIcon />}
      defaultValues={{ visible: true }}
      validate={(values) => validateBulk({ visible: values.visible === true })}
      run={(ids, values) => dataProvider.updateVisibleLuggageBulk(ids, values.visible === true)}
    >
      <BooleanInput source="visible" label="resources.visible-luggage-categories.fields.visible" />
    </BulkActionDialog>
  );
}

function RowButtons({ onEdit }: { onEdit: (record: RaRecord) => void }) {
  const record = useRecordContext<VisibleLuggageRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canEdit = useCan(RESOURCE, 'edit');
  const canDelete = useCan(RESOURCE, 'delete');
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }} onClick={(event) => event.stopPropagation()}>
      {canEdit && (
        <Button label="ra.action.edit" onClick={() => onEdit(record)}>
          <EditIcon />
        </Button>
      )}
      <HistoryButton queryKey={['visible-luggage-category', record.id]} load={() => dataProvider.history('visible-luggage-category', record.id)} />
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect={false} />}
    </Box>
  );
}

export function VisibleLuggageList() {
  const translate = useTranslate();
  const canCreate = useCan(RESOURCE, 'create');
  const canEdit = useCan(RESOURCE, 'edit');
  const [editing, setEditing] = useState<RaRecord | null>(null);
  const all = (name: string | null | undefined, key: string) => name || translate(key);
  return (
    <>
      <ListPage
        perPage={DEFAULT_PAGE_SIZE}
        resource={RESOURCE}
        title="app.menu.routes.admin_flights_visible_luggage_category"
        crumbs={[{ label: 'app.menu.areas.flight_admin' }]}
        filters={filters}
        sort={{ field: 'id', order: 'ASC' }}
        toolbar={{ create: false, extra: canCreate ? <AssignLuggageButton /> : null }}
      >
        <ResponsiveList<VisibleLuggageRecord>
          resource={RESOURCE}
          linkable={false}
          primary={(r) => `${r.luggage_category_name} · ${r.weight_lbs} lbs`}
          secondary={(r) => `${all(r.route_name, 'app.flightAdmin.luggage.all_routes')} · ${all(r.airline_name, 'app.flightAdmin.luggage.all_airlines')}`}
        >
          <DataTable rowClick={false} bulkActionButtons={canEdit ? <BulkVisible /> : false}>
            <DataTable.Col source="luggage_category_name" disableSort />
            <DataTable.NumberCol source="weight_lbs" disableSort />
            <DataTable.Col source="route_name" disableSort render={(r: VisibleLuggageRecord) => all(r.route_name, 'app.flightAdmin.luggage.all_routes')} />
            <DataTable.Col source="airline_name" disableSort render={(r: VisibleLuggageRecord) => all(r.airline_name, 'app.flightAdmin.luggage.all_airlines')} />
            <DataTable.Col source="visible" disableSort>
              <BooleanField source="visible" />
            </DataTable.Col>
            <DataTable.Col label="app.network.actions" disableSort>
              <RowButtons onEdit={setEditing} />
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </ListPage>
      <ResourceContextProvider value={RESOURCE}>
        <RecordDialog
          resource={RESOURCE}
          record={editing}
          open={!!editing}
          onClose={() => setEditing(null)}
          title="app.flightAdmin.luggage.edit"
          toBody={editBody}
          validate={(values) => validateEdit(editBody(values))}
        >
          <LuggageCategoryInput source="luggage_category" isRequired />
          <RouteInput source="route" emptyText="app.flightAdmin.luggage.all_routes" helperText={false} />
          <AirlineInput source="airline" emptyText="app.flightAdmin.luggage.all_airlines" helperText={false} />
          <BooleanInput source="visible" />
        </RecordDialog>
      </ResourceContextProvider>
    </>
  );
}

export default VisibleLuggageList;

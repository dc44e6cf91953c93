/**
 * One tab of the flight catalogue: a filtered, sortable list whose rows open an edit dialog, a
 * create button (when allowed), delete after a confirmation (409 `in_use` when still used), and
 * the record's history. Each catalogue page passes its columns, inputs and body.
 */
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, DataTable, DeleteButton, ResourceContextProvider, useDataProvider, useRecordContext, type RaRecord, type SortPayload, type ValidateForm } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { HistoryEntity } from '../../../dataProvider/flightAdmin.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { ListPage } from '../../common/ListPage.tsx';
import { ResponsiveList } from '../../common/ResponsiveList.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { RecordDialog } from '../common/RecordDialog.tsx';
import type { FlightAdminResource } from '../paths.ts';
import { PATHS } from '../../../domain/menu.ts';
import { CatalogueTabs } from './CatalogueTabs.tsx';

export interface CatalogueListProps {
  resource: FlightAdminResource;
  filters?: ReactElement[];
  sort: SortPayload;
  /** DataTable columns (the actions column is added here). */
  columns: ReactNode;
  /** Inputs of the create and edit dialog. */
  inputs: ReactNode;
  toBody: (values: Values) => Values;
  validateCreate?: ValidateForm;
  validateEdit?: ValidateForm;
  defaultValues?: Values;
  history: HistoryEntity;
  primary: (record: RaRecord) => ReactNode;
  secondary?: (record: RaRecord) => ReactNode;
  /** More toolbar buttons (the supplement calculator). */
  extra?: ReactNode;
  /** Offers the column chooser (the English name); these columns start hidden. */
  hiddenColumns?: string[];
}

function RowButtons({ resource, history, onEdit }: { resource: string; history: HistoryEntity; onEdit: (record: RaRecord) => void }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canEdit = useCan(resource, 'edit', record);
  const canDelete = useCan(resource, 'delete', record);
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }} onClick={(event) => event.stopPropagation()}>
      {canEdit && (
        <Button label="ra.action.edit" onClick={() => onEdit(record)}>
          <EditIcon />
        </Button>
      )}
      <HistoryButton queryKey={[history, record.id]} load={() => dataProvider.history(history, record.id)} />
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect={false} />}
    </Box>
  );
}

export function CatalogueList(props: CatalogueListProps) {
  const { resource, filters, sort, columns, inputs, toBody, validateCreate, validateEdit, defaultValues, history, primary, secondary, extra, hiddenColumns } = props;
  const canCreate = useCan(resource, 'create');
  const canEdit = useCan(resource, 'edit');
  const [editing, setEditing] = useState<RaRecord | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (record: RaRecord | null) => {
    setEditing(record);
    setOpen(true);
  };
  return (
    <>
      <CatalogueTabs current={resource} />
      <ListPage
        perPage={DEFAULT_PAGE_SIZE}
        resource={resource}
        title={`app.flightAdmin.catalogue.${resource}`}
        crumbs={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights_list', to: PATHS.flights }]}
        filters={filters}
        sort={sort}
        toolbar={{
          create: false,
          columns: hiddenColumns !== undefined,
          extra: (
            <>
              {extra}
              {canCreate && (
                <Button label="ra.action.create" onClick={() => edit(null)}>
                  <AddIcon />
                </Button>
              )}
            </>
          ),
        }}
      >
        <ResponsiveList resource={resource} primary={primary} secondary={secondary} linkable={false}>
          <DataTable
            rowClick={(_id, _resource, record) => {
              if (canEdit) edit(record);
              return false;
            }}
            bulkActionButtons={false}
            hiddenColumns={hiddenColumns}
          >
            {columns}
            <DataTable.Col label="app.network.actions" disableSort>
              <RowButtons resource={resource} history={history} onEdit={edit} />
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </ListPage>
      <ResourceContextProvider value={resource}>
        <RecordDialog
        resource={resource}
        record={editing}
        open={open}
        onClose={() => setOpen(false)}
        title={editing ? 'app.flightAdmin.catalogue.edit' : 'app.flightAdmin.catalogue.create'}
        toBody={toBody}
        validate={editing ? validateEdit : validateCreate}
        defaultValues={defaultValues}
      >
        {inputs}
        </RecordDialog>
      </ResourceContextProvider>
    </>
  );
}

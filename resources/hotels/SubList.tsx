/**
 * One tab's rows of a hotel (room types, occupancies, seasons, supplements, offers): a sortable
 * table of the hotel's records with create, edit (a dialog: the domain's schema in the browser, the
 * server's 400 under its fields) and delete after a confirmation (409 `in_use` when still used).
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, DataTable, DeleteButton, ReferenceManyField, ResourceContextProvider, useRecordContext, useTranslate, type RaRecord, type SortPayload, type ValidateForm } from 'react-admin';
import type { Values } from '../../src/forms/formValues.ts';
import { RecordDialog } from '../flight-admin/common/RecordDialog.tsx';
import { useCan } from '../../src/session/useCan.ts';

export interface SubListProps {
  resource: string;
  hotel: number;
  sort: SortPayload;
  /** DataTable columns (edit and delete are added here). */
  columns: ReactNode;
  /** The dialog's inputs. */
  inputs: ReactNode;
  /** Form values → the strict body; `creating` adds the hotel (or what the create body needs). */
  toBody: (values: Values, creating: boolean) => Values;
  validateCreate: ValidateForm;
  validateEdit: ValidateForm;
  defaultValues?: Values;
  /** i18n keys: the create button and dialog, the edit dialog, the empty state. */
  labels: { create: string; edit: string; empty: string };
  /** Below the table (the season's price grid). */
  footer?: ReactNode;
  onRowClick?: (record: RaRecord) => void;
}

function RowButtons({ resource, onEdit }: { resource: string; onEdit: (record: RaRecord) => void }) {
  const record = useRecordContext();
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
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect={false} />}
    </Box>
  );
}

export function SubList({ resource, hotel, sort, columns, inputs, toBody, validateCreate, validateEdit, defaultValues, labels, footer, onRowClick }: SubListProps) {
  const translate = useTranslate();
  const canCreate = useCan(resource, 'create');
  const [editing, setEditing] = useState<RaRecord | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (record: RaRecord | null) => {
    setEditing(record);
    setOpen(true);
  };
  return (
    <ResourceContextProvider value={resource}>
      {canCreate && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button label={labels.create} variant="outlined" onClick={() => edit(null)}>
            <AddIcon />
          </Button>
        </Box>
      )}
      <ReferenceManyField reference={resource} target="hotel" record={{ id: hotel }} sort={sort} perPage={200} empty={<Typography>{translate(labels.empty)}</Typography>}>
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable
            bulkActionButtons={false}
            rowClick={(_id, _resource, record) => {
              if (onRowClick) onRowClick(record);
              else edit(record);
              return false;
            }}
          >
            {columns}
            <DataTable.Col label="app.network.actions" disableSort>
              <RowButtons resource={resource} onEdit={edit} />
            </DataTable.Col>
          </DataTable>
        </Box>
        {footer}
      </ReferenceManyField>
      <RecordDialog
        resource={resource}
        record={editing}
        open={open}
        onClose={() => setOpen(false)}
        title={editing ? labels.edit : labels.create}
        toBody={(values) => toBody(values, editing === null)}
        validate={editing ? validateEdit : validateCreate}
        defaultValues={defaultValues}
      >
        {inputs}
      </RecordDialog>
    </ResourceContextProvider>
  );
}

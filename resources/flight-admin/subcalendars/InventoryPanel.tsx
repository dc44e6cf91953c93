/**
 * A departure's seats: per category capacity, sold, held for groups and free, each group's seats
 * and sold; the editor sets capacities and group allocations at once (a group set to 0 with
 * nothing sold goes away). The server refuses (409) any figure under what is already committed;
 * the save hands the refusal to the form (useServerSubmit), which shows it above the fields.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button as MuiButton, Card, CardContent, DialogActions, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { ArrayInput, Button, NumberInput, SimpleFormIterator, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { SubcalendarRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { MAX_SEATS } from '../../../domain/schemas/flightInventory.ts';
import { AppModal } from '../../../src/components/AppModal.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { AgencyGroupInput, SeatCategoryInput } from '../common/inputs.tsx';
import { inventoryBody, validateInventory } from './subcalendarBody.ts';

function InventoryTable({ record }: { record: SubcalendarRecord }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.flightAdmin.inventory.${key}`);
  return (
    <Table size="small" aria-label={t('title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.flightAdmin.category')}</TableCell>
          <TableCell align="right">{t('capacity')}</TableCell>
          <TableCell align="right">{t('sold')}</TableCell>
          <TableCell align="right">{t('held')}</TableCell>
          <TableCell align="right">{t('free')}</TableCell>
          <TableCell>{t('groups')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.categories.map((category) => (
          <TableRow key={category.category}>
            <TableCell>{category.name}</TableCell>
            <TableCell align="right">{category.capacity}</TableCell>
            <TableCell align="right">{category.sold}</TableCell>
            <TableCell align="right">{category.group_reserved}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{category.free}</TableCell>
            <TableCell>
              {category.groups.length === 0
                ? '—'
                : category.groups.map((group) => translate('app.flightAdmin.inventory.group_line', { group: group.name, seats: group.seats, sold: group.sold })).join(' · ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function InventoryEditor({ record, onClose }: { record: SubcalendarRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const submit = useServerSubmit(async (values) => {
    await dataProvider.updateDepartureInventory(record.id, inventoryBody(values));
    notify('app.messages.modified', { type: 'success' });
    refresh();
    onClose();
  });
  const defaults = {
    capacities: record.categories.map((c) => ({ category: c.category, capacity: c.capacity })),
    groups: record.categories.flatMap((c) => c.groups.map((g) => ({ category: c.category, agency_group: g.agency_group, seats: g.seats }))),
  };
  return (
    <DialogForm onSubmit={submit} validate={validateInventory} defaultValues={defaults} noValidate>
      <FormServerError title="app.flightAdmin.bulk.conflict" />
      <Typography variant="subtitle2">{translate('app.flightAdmin.inventory.capacities')}</Typography>
      <ArrayInput source="capacities" label={false}>
        <SimpleFormIterator inline disableReordering>
          <SeatCategoryInput source="category" label="app.flightAdmin.category" fullWidth={false} helperText={false} />
          <NumberInput source="capacity" label="app.flightAdmin.capacity" min={0} max={MAX_SEATS} step={1} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('app.flightAdmin.inventory.groups')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('app.flightAdmin.inventory.groups_hint')}</Typography>
      <ArrayInput source="groups" label={false}>
        <SimpleFormIterator inline disableReordering>
          <SeatCategoryInput source="category" label="app.flightAdmin.category" fullWidth={false} helperText={false} />
          <AgencyGroupInput source="agency_group" label="app.flightAdmin.agency_group" fullWidth={false} helperText={false} />
          <NumberInput source="seats" label="app.flightAdmin.bulk.group_seats" min={0} max={MAX_SEATS} step={1} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <DialogActions sx={{ px: 0 }}>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton type="submit" variant="contained">{translate('ra.action.save')}</MuiButton>
      </DialogActions>
    </DialogForm>
  );
}

export function InventoryPanel({ record }: { record: SubcalendarRecord }) {
  const translate = useTranslate();
  const canEdit = useCan('subcalendars', 'edit');
  const [open, setOpen] = useState(false);
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">{translate('app.flightAdmin.inventory.title')}</Typography>
          {canEdit && (
            <Button label="app.flightAdmin.inventory.edit" onClick={() => setOpen(true)} variant="outlined">
              <EditIcon />
            </Button>
          )}
        </Box>
        <InventoryTable record={record} />
        <AppModal open={open} onClose={() => setOpen(false)} title={translate('app.flightAdmin.inventory.edit')} maxWidth="md">
          {open && <InventoryEditor record={record} onClose={() => setOpen(false)} />}
        </AppModal>
      </CardContent>
    </Card>
  );
}

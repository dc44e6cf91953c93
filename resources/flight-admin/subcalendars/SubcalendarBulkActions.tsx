/**
 * The bulk actions on the selected departures (spec §7 'dependentschedulesbulk'): add a category,
 * hold seats for an agency group, set a category's capacity, change the flight number or the
 * schedule status, delete. Each in a dialog with a confirmation; a 409 (seats sold, pool too
 * small, below what is committed, category missing or already there) stays in the dialog.
 */
import AddBoxIcon from '@mui/icons-material/AddBox';
import DeleteIcon from '@mui/icons-material/Delete';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import GroupsIcon from '@mui/icons-material/Groups';
import NumbersIcon from '@mui/icons-material/Numbers';
import { NumberInput, SelectInput, TextInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { SubcalendarBulkAction } from '../../../dataProvider/flightAdmin.ts';
import {
  bulkAddCategoryBody,
  bulkAgencyCategoryBody,
  bulkFlightNumberBody,
  bulkSeatsBody,
  bulkStatusBody,
  MAX_SEATS,
} from '../../../domain/schemas/flightInventory.ts';
import type { z } from '../../../domain/validation.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { useCan } from '../../../src/session/useCan.ts';
import { scheduleStatusChoices } from '../choices.ts';
import { BulkActionDialog } from '../common/BulkActionDialog.tsx';
import { bodyOf } from '../common/body.ts';
import { AgencyGroupInput, SeatCategoryInput } from '../common/inputs.tsx';

/** The schema checks the inputs; `subcalendars` is the selection, filled in by the call. */
const validateWith = (schema: z.ZodType, fields: readonly string[]) => {
  const validate = zodValidate(schema, () => ({ subcalendars: [1] }));
  return (values: Values) => validate(bodyOf(values, fields));
};

const ADD_CATEGORY = ['category', 'capacity'] as const;
const AGENCY_CATEGORY = ['category', 'agency_group', 'seats'] as const;
const FLIGHT_NUMBER = ['flight_number'] as const;
const STATUS = ['schedule_status'] as const;

export function SubcalendarBulkActions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const canEdit = useCan('subcalendars', 'edit');
  const canDelete = useCan('subcalendars', 'delete');
  const run = (action: SubcalendarBulkAction, fields: readonly string[]) => (ids: Parameters<AppDataProvider['subcalendarBulk']>[1], values: Values) =>
    dataProvider.subcalendarBulk(action, ids, bodyOf(values, fields));
  return (
    <>
      {canEdit && (
        <>
          <BulkActionDialog
            label="app.flightAdmin.bulk.add_category"
            intro="app.flightAdmin.bulk.add_category_intro"
            icon={<AddBoxIcon />}
            validate={validateWith(bulkAddCategoryBody, ADD_CATEGORY)}
            run={run('add-category', ADD_CATEGORY)}
          >
            <SeatCategoryInput source="category" label="app.flightAdmin.category" isRequired />
            <NumberInput source="capacity" label="app.flightAdmin.capacity" min={0} max={MAX_SEATS} step={1} isRequired />
          </BulkActionDialog>
          <BulkActionDialog
            label="app.flightAdmin.bulk.add_agency_category"
            intro="app.flightAdmin.bulk.add_agency_category_intro"
            icon={<GroupsIcon />}
            validate={validateWith(bulkAgencyCategoryBody, AGENCY_CATEGORY)}
            run={run('add-agency-category', AGENCY_CATEGORY)}
          >
            <SeatCategoryInput source="category" label="app.flightAdmin.category" isRequired />
            <AgencyGroupInput source="agency_group" label="app.flightAdmin.agency_group" isRequired />
            <NumberInput source="seats" label="app.flightAdmin.bulk.group_seats" min={0} max={MAX_SEATS} step={1} isRequired helperText="app.flightAdmin.bulk.group_seats_hint" />
          </BulkActionDialog>
          <BulkActionDialog
            label="app.flightAdmin.bulk.seats"
            intro="app.flightAdmin.bulk.seats_intro"
            icon={<EventSeatIcon />}
            validate={validateWith(bulkSeatsBody, ADD_CATEGORY)}
            run={run('seats', ADD_CATEGORY)}
          >
            <SeatCategoryInput source="category" label="app.flightAdmin.category" isRequired />
            <NumberInput source="capacity" label="app.flightAdmin.capacity" min={0} max={MAX_SEATS} step={1} isRequired helperText="app.flightAdmin.bulk.seats_hint" />
          </BulkActionDialog>
          <BulkActionDialog
            label="app.flightAdmin.bulk.flight_number"
            intro="app.flightAdmin.bulk.flight_number_intro"
            icon={<NumbersIcon />}
            validate={validateWith(bulkFlightNumberBody, FLIGHT_NUMBER)}
            run={run('update-number-flight', FLIGHT_NUMBER)}
          >
            <TextInput source="flight_number" label="resources.subcalendars.fields.flight_number" isRequired slotProps={{ htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' } } }} />
          </BulkActionDialog>
          <BulkActionDialog
            label="app.flightAdmin.bulk.schedule_status"
            intro="app.flightAdmin.bulk.schedule_status_intro"
            icon={<EventBusyIcon />}
            validate={validateWith(bulkStatusBody, STATUS)}
            run={run('update-schedule-status', STATUS)}
          >
            <SelectInput source="schedule_status" label="resources.subcalendars.fields.schedule_status" choices={scheduleStatusChoices} isRequired fullWidth />
          </BulkActionDialog>
        </>
      )}
      {canDelete && (
        <BulkActionDialog
          label="app.flightAdmin.bulk.delete"
          intro="app.flightAdmin.bulk.delete_intro"
          icon={<DeleteIcon />}
          danger
          success="app.flightAdmin.bulk.deleted"
          run={run('delete', [])}
        />
      )}
    </>
  );
}

/** The rooms tab: the hotel's room types, then their occupancies (adults, children and the children's ages accepted). */
import { Box, Typography } from '@mui/material';
import { BooleanField, BooleanInput, DataTable, NumberInput, ReferenceInput, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { occupancyForm, roomTypeForm } from './hotelForms.ts';
import { SubList } from './SubList.tsx';

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' } as const;

interface RoomType {
  id: number;
  label: string;
  capacity: number;
}

function OccupancyInputs({ hotel, rooms }: { hotel: number; rooms: RoomType[] }) {
  const translate = useTranslate();
  const roomType = useWatch({ name: 'room_type' }) as number | undefined;
  const editing = useWatch({ name: 'id' }) !== undefined;
  const capacity = rooms.find((r) => r.id === roomType)?.capacity;
  return (
    <>
      <ReferenceInput source="room_type" reference="hotel-room-types" filter={{ hotel }} sort={{ field: 'code', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="label" isRequired disabled={editing} fullWidth helperText={capacity ? translate('app.hotelCatalog.capacity_hint', { capacity }) : false} />
      </ReferenceInput>
      <Box sx={row}>
        <NumberInput source="adults" min={1} max={20} step={1} isRequired />
        <NumberInput source="children" min={0} max={10} step={1} />
      </Box>
      <Box sx={row}>
        <NumberInput source="min_age_accepted" min={0} max={17} step={1} />
        <NumberInput source="max_age_accepted" min={0} max={17} step={1} />
      </Box>
    </>
  );
}

export function RoomsPanel({ hotel }: { hotel: number }) {
  const translate = useTranslate();
  const { data: rooms = [] } = useGetList<RoomType>('hotel-room-types', { filter: { hotel }, pagination: { page: 1, perPage: 200 }, sort: { field: 'code', order: 'ASC' } });
  const occupancy = occupancyForm((id) => rooms.find((r) => r.id === Number(id))?.capacity);
  return (
    <>
      <Typography variant="h6" component="h3" gutterBottom>
        {translate('app.hotelCatalog.room_types')}
      </Typography>
      <SubList
        resource="hotel-room-types"
        hotel={hotel}
        sort={{ field: 'code', order: 'ASC' }}
        labels={{ create: 'app.hotelCatalog.room_type_create', edit: 'app.hotelCatalog.room_type_edit', empty: 'app.hotelCatalog.no_room_types' }}
        defaultValues={{ hotel, capacity: 2, active: true }}
        toBody={roomTypeForm.toBody}
        validateCreate={roomTypeForm.validateCreate}
        validateEdit={roomTypeForm.validateEdit}
        columns={
          <>
            <DataTable.Col source="code" />
            <DataTable.Col source="label" disableSort />
            <DataTable.NumberCol source="capacity" />
            <DataTable.NumberCol source="occupancies_count" disableSort />
            <DataTable.Col source="active" disableSort>
              <BooleanField source="active" />
            </DataTable.Col>
          </>
        }
        inputs={
          <>
            <Box sx={row}>
              <TextInput source="code" isRequired slotProps={{ htmlInput: { maxLength: 20, style: { textTransform: 'uppercase' } } }} />
              <NumberInput source="capacity" min={1} max={20} step={1} isRequired />
            </Box>
            <TextInput source="name" isRequired fullWidth />
            <TextInput source="name_en" fullWidth helperText="app.catalogueNames.name_en_hint" />
            <BooleanInput source="active" />
          </>
        }
      />
      <Typography variant="h6" component="h3" gutterBottom sx={{ mt: 3 }}>
        {translate('app.hotelCatalog.occupancies')}
      </Typography>
      <SubList
        resource="hotel-occupancies"
        hotel={hotel}
        sort={{ field: 'room_type', order: 'ASC' }}
        labels={{ create: 'app.hotelCatalog.occupancy_create', edit: 'app.hotelCatalog.occupancy_edit', empty: 'app.hotelCatalog.no_occupancies' }}
        defaultValues={{ adults: 2, children: 0, min_age_accepted: 0, max_age_accepted: 12 }}
        toBody={occupancy.toBody}
        validateCreate={occupancy.validateCreate}
        validateEdit={occupancy.validateEdit}
        columns={
          <>
            <DataTable.Col source="room_type_name" disableSort />
            <DataTable.Col source="text" disableSort />
            <DataTable.NumberCol source="adults" />
            <DataTable.NumberCol source="children" />
            <DataTable.NumberCol source="min_age_accepted" disableSort />
            <DataTable.NumberCol source="max_age_accepted" disableSort />
          </>
        }
        inputs={<OccupancyInputs hotel={hotel} rooms={rooms} />}
      />
    </>
  );
}

/**
 * The seasons tab: the hotel's contracts by season (dates, currency, minimum nights, cancellation
 * policies of spec §3), and the price grid of the season a row opens.
 */
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { ArrayInput, BooleanField, BooleanInput, DataTable, DateInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { PENALTY_TYPES } from '../../domain/pricing/cancellation.ts';
import { CurrencyInput } from '../../src/components/referenceInputs.tsx';
import { seasonForm } from './hotelForms.ts';
import { PriceGrid } from './PriceGrid.tsx';
import { SubList } from './SubList.tsx';

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' } as const;
export const penaltyChoices = PENALTY_TYPES.map((id) => ({ id, name: `app.hotelCatalog.penalty.${id}` }));

/** The cancellation policies of a season: each a penalty from `min_days` (to `max_days`) before check-in. */
export function PoliciesInput() {
  return (
    <ArrayInput source="cancellation_policies" helperText="app.hotelCatalog.policies_hint">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="name" label="resources.hotel-contracts.fields.name" isRequired sx={{ minWidth: 180 }} helperText={false} />
        <TextInput source="name_en" label="resources.hotel-contracts.fields.name_en" sx={{ minWidth: 180 }} helperText={false} />
        <SelectInput source="discount_type" label="resources.hotel-contracts.fields.discount_type" choices={penaltyChoices} isRequired helperText={false} />
        <NumberInput source="value" label="resources.hotel-contracts.fields.value" min={0} step={0.01} isRequired helperText={false} sx={{ maxWidth: 120 }} />
        <NumberInput source="min_days" label="resources.hotel-contracts.fields.min_days" min={0} step={1} isRequired helperText={false} sx={{ maxWidth: 110 }} />
        <NumberInput source="max_days" label="resources.hotel-contracts.fields.max_days" min={0} step={1} helperText={false} sx={{ maxWidth: 110 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export function SeasonInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <Box sx={row}>
        <DateInput source="start_date" isRequired />
        <DateInput source="end_date" isRequired />
      </Box>
      <Box sx={row}>
        <Box sx={{ minWidth: 140 }}>
          <CurrencyInput source="currency" isRequired />
        </Box>
        <NumberInput source="min_nights" min={1} max={60} step={1} />
        <BooleanInput source="active" />
      </Box>
      <PoliciesInput />
    </>
  );
}

export function SeasonsPanel({ hotel }: { hotel: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<RaRecord | null>(null);
  return (
    <SubList
      resource="hotel-contracts"
      hotel={hotel}
      sort={{ field: 'start_date', order: 'ASC' }}
      labels={{ create: 'app.hotelCatalog.season_create', edit: 'app.hotelCatalog.season_edit', empty: 'app.hotels.no_seasons' }}
      defaultValues={{ hotel, currency: 1, min_nights: 1, active: true, cancellation_policies: [] }}
      toBody={seasonForm.toBody}
      validateCreate={seasonForm.validateCreate}
      validateEdit={seasonForm.validateEdit}
      onRowClick={setOpen}
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="start_date" />
          <DataTable.Col source="end_date" />
          <DataTable.NumberCol source="min_nights" disableSort />
          <DataTable.Col source="cancellation_policies" disableSort render={(r: RaRecord) => String((r.cancellation_policies as unknown[] | undefined)?.length ?? 0)} />
          <DataTable.NumberCol source="prices_count" disableSort />
          <DataTable.Col source="active" disableSort>
            <BooleanField source="active" />
          </DataTable.Col>
        </>
      }
      inputs={<SeasonInputs />}
      footer={
        open ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="h6" component="h3">
              {translate('app.hotelCatalog.price_grid_of', { name: String(open.name) })}
            </Typography>
            <PriceGrid key={String(open.id)} hotel={hotel} contract={Number(open.id)} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.hotelCatalog.open_season_hint')}
          </Typography>
        )
      }
    />
  );
}

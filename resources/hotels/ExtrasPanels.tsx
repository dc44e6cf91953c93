/**
 * The supplements and offers tabs. Fields that depend on another are shown only when they apply:
 * a supplement's age range when it is charged per person; an offer's percent, days ahead or
 * stay/pay nights by its kind (hotelForms.ts OFFER_KIND_FIELDS).
 */
import { Box } from '@mui/material';
import { BooleanField, BooleanInput, DataTable, DateInput, NumberInput, ReferenceInput, SelectInput, TextInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { OFFER_KINDS } from '../../domain/services/hotelOffers.ts';
import { SUPPLEMENT_FREQUENCY, SUPPLEMENT_PER } from '../../domain/services/hotels.ts';
import { CurrencyInput } from '../../src/components/referenceInputs.tsx';
import { offerForm, offerUses, supplementForm } from './hotelForms.ts';
import { SubList } from './SubList.tsx';

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' } as const;
const choices = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `app.hotelCatalog.${group}.${id}` }));
const perChoices = choices('per', SUPPLEMENT_PER);
const frequencyChoices = choices('frequency', SUPPLEMENT_FREQUENCY);
const kindChoices = choices('kind', OFFER_KINDS);

/** A choice column in the reader's language. */
function ChoiceField({ group, source }: { group: string; source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  return value ? <>{translate(`app.hotelCatalog.${group}.${String(value)}`, { _: String(value) })}</> : null;
}

/** Room type and meal plan: empty means any. */
function Scope({ hotel }: { hotel: number }) {
  return (
    <Box sx={row}>
      <ReferenceInput source="room_type" reference="hotel-room-types" filter={{ hotel }} sort={{ field: 'code', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="label" emptyText="app.hotelCatalog.any" helperText={false} sx={{ minWidth: 180 }} />
      </ReferenceInput>
      <ReferenceInput source="meal_plan" reference="meal-plans" sort={{ field: 'sort', order: 'ASC' }} perPage={20}>
        <SelectInput optionText="name" emptyText="app.hotelCatalog.any" helperText={false} sx={{ minWidth: 180 }} />
      </ReferenceInput>
    </Box>
  );
}

function SupplementInputs({ hotel }: { hotel: number }) {
  const per = useWatch({ name: 'per' }) as string | undefined;
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="name_en" fullWidth helperText="app.catalogueNames.name_en_hint" />
      <Box sx={row}>
        <SelectInput source="per" choices={perChoices} isRequired />
        <SelectInput source="frequency" choices={frequencyChoices} isRequired />
        <NumberInput source="amount" min={0} step={0.01} isRequired />
        <Box sx={{ minWidth: 140 }}>
          <CurrencyInput source="currency" isRequired />
        </Box>
      </Box>
      {per === 'person' && (
        <Box sx={row}>
          <NumberInput source="min_age" min={0} max={120} step={1} helperText="app.hotelCatalog.age_hint" />
          <NumberInput source="max_age" min={0} max={120} step={1} />
        </Box>
      )}
      <Box sx={row}>
        <DateInput source="date_from" helperText="app.hotelCatalog.always_hint" />
        <DateInput source="date_to" />
      </Box>
      <Scope hotel={hotel} />
      <Box sx={row}>
        <BooleanInput source="mandatory" />
        <BooleanInput source="active" />
      </Box>
    </>
  );
}

export function SupplementsPanel({ hotel }: { hotel: number }) {
  return (
    <SubList
      resource="hotel-supplements"
      hotel={hotel}
      sort={{ field: 'name', order: 'ASC' }}
      labels={{ create: 'app.hotelCatalog.supplement_create', edit: 'app.hotelCatalog.supplement_edit', empty: 'app.hotelCatalog.no_supplements' }}
      defaultValues={{ hotel, per: 'room', frequency: 'stay', currency: 1, mandatory: false, active: true }}
      toBody={supplementForm.toBody}
      validateCreate={supplementForm.validateCreate}
      validateEdit={supplementForm.validateEdit}
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="mandatory">
            <BooleanField source="mandatory" />
          </DataTable.Col>
          <DataTable.Col source="per" disableSort >
            <ChoiceField group="per" source="per" />
          </DataTable.Col>
          <DataTable.Col source="frequency" disableSort >
            <ChoiceField group="frequency" source="frequency" />
          </DataTable.Col>
          <DataTable.NumberCol source="amount" />
          <DataTable.Col source="date_from" />
          <DataTable.Col source="date_to" disableSort />
          <DataTable.Col source="active" disableSort>
            <BooleanField source="active" />
          </DataTable.Col>
        </>
      }
      inputs={<SupplementInputs hotel={hotel} />}
    />
  );
}

function OfferInputs({ hotel }: { hotel: number }) {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="name_en" fullWidth helperText="app.catalogueNames.name_en_hint" />
      <Box sx={row}>
        <SelectInput source="kind" choices={kindChoices} isRequired />
        {offerUses(kind, 'percent') && <NumberInput source="percent" min={0.01} max={100} step={0.01} isRequired />}
        {offerUses(kind, 'min_days_before') && <NumberInput source="min_days_before" min={1} max={730} step={1} isRequired />}
        {offerUses(kind, 'stay_nights') && <NumberInput source="stay_nights" min={2} max={60} step={1} isRequired />}
        {offerUses(kind, 'pay_nights') && <NumberInput source="pay_nights" min={1} max={59} step={1} isRequired />}
      </Box>
      <Box sx={row}>
        <DateInput source="stay_from" />
        <DateInput source="stay_to" />
        <DateInput source="booking_from" />
        <DateInput source="booking_to" />
      </Box>
      <Scope hotel={hotel} />
      <Box sx={row}>
        <BooleanInput source="combinable" />
        <BooleanInput source="active" />
      </Box>
    </>
  );
}

export function OffersPanel({ hotel }: { hotel: number }) {
  return (
    <SubList
      resource="hotel-offers"
      hotel={hotel}
      sort={{ field: 'name', order: 'ASC' }}
      labels={{ create: 'app.hotelCatalog.offer_create', edit: 'app.hotelCatalog.offer_edit', empty: 'app.hotelCatalog.no_offers' }}
      defaultValues={{ hotel, kind: 'percent', combinable: false, active: true }}
      toBody={offerForm.toBody}
      validateCreate={offerForm.validateCreate}
      validateEdit={offerForm.validateEdit}
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="kind" >
            <ChoiceField group="kind" source="kind" />
          </DataTable.Col>
          <DataTable.NumberCol source="percent" disableSort />
          <DataTable.Col source="stay_nights" disableSort render={(r: RaRecord) => (r.stay_nights ? `${r.stay_nights}×${r.pay_nights}` : '')} />
          <DataTable.Col source="stay_from" disableSort />
          <DataTable.Col source="stay_to" disableSort />
          <DataTable.Col source="combinable" disableSort>
            <BooleanField source="combinable" />
          </DataTable.Col>
          <DataTable.Col source="active" disableSort>
            <BooleanField source="active" />
          </DataTable.Col>
        </>
      }
      inputs={<OfferInputs hotel={hotel} />}
    />
  );
}

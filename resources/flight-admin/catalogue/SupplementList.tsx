/**
 * Catalogue tab: airport supplements (per passenger, optionally of one passenger type, or per
 * checked bag, optionally of one luggage category), with the calculator of calculate-supplement.
 */
import { BooleanInput, DataTable, FormDataConsumer, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { supplementBody, supplementUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { CurrencyInput } from '../../../src/components/referenceInputs.tsx';
import { passengerTypeChoices, supplementKindChoices, yesNoChoices } from '../choices.ts';
import { bodyOf } from '../common/body.ts';
import { EnumChip, money, MoneyField } from '../common/fields.tsx';
import { AirportInput, LuggageCategoryInput } from '../common/inputs.tsx';
import { ActiveToggle } from '../../common/ActiveToggle.tsx';
import { CatalogueList } from './CatalogueList.tsx';
import { SupplementCalculator } from './SupplementCalculator.tsx';

/** A per-passenger supplement has no luggage category and a per-bag one no passenger type. */
const supplementFields = (values: Values) => {
  const kept = values.kind === 'per_bag' ? { ...values, passenger_type: null } : { ...values, luggage_category: null };
  return bodyOf(kept, ['airport', 'kind', 'passenger_type', 'luggage_category', 'amount', 'currency', 'active'], ['passenger_type', 'luggage_category']);
};
/** A per-bag supplement without a category is charged for any bag; per passenger it does not apply. */
function LuggageName(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.kind !== 'per_bag') return null;
  return <span>{record.luggage_category_name || translate('app.flightAdmin.any')}</span>;
}

const validateCreate = zodValidate(supplementBody);
const validateEdit = zodValidate(supplementUpdateBody);

export function SupplementList() {
  return (
    <CatalogueList
      resource="airport-supplements"
      history="airport-supplement"
      filters={[
        <AirportInput key="airport" source="airport" alwaysOn fullWidth={false} />,
        <SelectInput key="kind" source="kind" choices={supplementKindChoices} alwaysOn />,
        <SelectInput key="passenger_type" source="passenger_type" choices={passengerTypeChoices} />,
        <LuggageCategoryInput key="luggage_category" source="luggage_category" fullWidth={false} />,
        <SelectInput key="active" source="active" choices={yesNoChoices} />,
      ]}
      sort={{ field: 'id', order: 'ASC' }}
      primary={(r) => `${r.airport_iata} · ${money(r.amount, r.currency)}`}
      extra={<SupplementCalculator />}
      columns={
        <>
          <DataTable.Col source="airport_iata" disableSort />
          <DataTable.Col source="kind" disableSort>
            <EnumChip source="kind" group="supplement_kinds" />
          </DataTable.Col>
          <DataTable.Col source="passenger_type" disableSort>
            <EnumChip source="passenger_type" group="passenger_types" />
          </DataTable.Col>
          <DataTable.Col source="luggage_category_name" disableSort>
            <LuggageName />
          </DataTable.Col>
          <DataTable.Col source="amount" disableSort>
            <MoneyField source="amount" />
          </DataTable.Col>
          <DataTable.Col source="active" disableSort>
            <ActiveToggle />
          </DataTable.Col>
        </>
      }
      inputs={
        <>
          <AirportInput source="airport" isRequired />
          <SelectInput source="kind" choices={supplementKindChoices} isRequired fullWidth />
          <FormDataConsumer>
            {({ formData }) =>
              formData.kind === 'per_bag' ? (
                <LuggageCategoryInput source="luggage_category" emptyText="app.flightAdmin.any" helperText="app.flightAdmin.catalogue.any_luggage_hint" />
              ) : (
                <SelectInput source="passenger_type" choices={passengerTypeChoices} emptyText="app.flightAdmin.any" fullWidth helperText="app.flightAdmin.catalogue.any_passenger_hint" />
              )
            }
          </FormDataConsumer>
          <TextInput source="amount" isRequired slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <CurrencyInput source="currency" />
          <BooleanInput source="active" />
        </>
      }
      defaultValues={{ kind: 'per_passenger', currency: 1, active: true }}
      toBody={supplementFields}
      validateCreate={(v) => validateCreate(supplementFields(v))}
      validateEdit={(v) => validateEdit(supplementFields(v))}
    />
  );
}

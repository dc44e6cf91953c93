/** Catalogue tabs: seat categories (Económica … Primera Clase) and luggage categories (weight in lbs). */
import { BooleanField, BooleanInput, DataTable, NumberInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { luggageCategoryBody, luggageCategoryUpdateBody, seatCategoryBody, seatCategoryUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { CurrencyInput } from '../../../src/components/referenceInputs.tsx';
import { yesNoChoices } from '../choices.ts';
import { bodyOf } from '../common/body.ts';
import { money, MoneyField } from '../common/fields.tsx';
import { CatalogueList } from './CatalogueList.tsx';

const seatFields = (values: Values) => bodyOf(values, ['name', 'name_en', 'code', 'sort', 'visible'], ['name_en']);
const validateSeat = zodValidate(seatCategoryBody);
const validateSeatUpdate = zodValidate(seatCategoryUpdateBody);

export function SeatCategoryList() {
  return (
    <CatalogueList
      resource="seat-categories"
      history="category"
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="visible" source="visible" choices={yesNoChoices} alwaysOn />]}
      sort={{ field: 'sort', order: 'ASC' }}
      hiddenColumns={[]}
      primary={(r) => r.name}
      secondary={(r) => r.code}
      columns={
        <>
          <DataTable.NumberCol source="sort" />
          <DataTable.Col source="name" />
          <DataTable.Col source="name_en" />
          <DataTable.Col source="code" disableSort />
          <DataTable.Col source="visible" disableSort>
            <BooleanField source="visible" />
          </DataTable.Col>
        </>
      }
      inputs={
        <>
          <TextInput source="name" isRequired fullWidth />
          <TextInput source="name_en" fullWidth helperText="app.catalogueNames.name_en_hint" />
          <TextInput source="code" isRequired slotProps={{ htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' } } }} />
          <NumberInput source="sort" min={0} step={1} helperText="app.flightAdmin.catalogue.sort_hint" />
          <BooleanInput source="visible" helperText="app.flightAdmin.catalogue.visible_hint" />
        </>
      }
      defaultValues={{ visible: true, sort: 0 }}
      toBody={seatFields}
      validateCreate={(v) => validateSeat(seatFields(v))}
      validateEdit={(v) => validateSeatUpdate(seatFields(v))}
    />
  );
}

const luggageFields = (values: Values) => bodyOf(values, ['name', 'name_en', 'weight_lbs', 'price', 'currency', 'visible'], ['name_en']);
const validateLuggage = zodValidate(luggageCategoryBody);
const validateLuggageUpdate = zodValidate(luggageCategoryUpdateBody);

export function LuggageCategoryList() {
  return (
    <CatalogueList
      resource="luggage-categories"
      history="luggage-category"
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="visible" source="visible" choices={yesNoChoices} alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      hiddenColumns={[]}
      primary={(r) => r.name}
      secondary={(r) => `${r.weight_lbs} lbs · ${money(r.price, r.currency)}`}
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="name_en" />
          <DataTable.NumberCol source="weight_lbs" />
          <DataTable.Col source="price">
            <MoneyField source="price" />
          </DataTable.Col>
          <DataTable.Col source="visible" disableSort>
            <BooleanField source="visible" />
          </DataTable.Col>
        </>
      }
      inputs={
        <>
          <TextInput source="name" isRequired fullWidth />
          <TextInput source="name_en" fullWidth helperText="app.catalogueNames.name_en_hint" />
          <NumberInput source="weight_lbs" isRequired min={1} step={1} />
          <TextInput source="price" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <CurrencyInput source="currency" />
          <BooleanInput source="visible" />
        </>
      }
      defaultValues={{ visible: true, currency: 1, price: '0.00' }}
      toBody={luggageFields}
      validateCreate={(v) => validateLuggage(luggageFields(v))}
      validateEdit={(v) => validateLuggageUpdate(luggageFields(v))}
    />
  );
}

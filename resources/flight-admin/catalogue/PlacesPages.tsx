/** Catalogue tabs: airlines, cities and airports (docs/api-flights.md, 'Administration API in detail'). */
import { BooleanInput, DataTable, SearchInput, SelectInput, TextInput } from 'react-admin';
import { airlineBody, airlineUpdateBody, airportBody, airportUpdateBody, cityBody, cityUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import { ActiveToggle } from '../../common/ActiveToggle.tsx';
import { CountryInput } from '../../../src/components/referenceInputs.tsx';
import type { Values } from '../../../src/forms/formValues.ts';
import { yesNoChoices } from '../choices.ts';
import { bodyOf } from '../common/body.ts';
import { CityInput } from '../common/inputs.tsx';
import { CatalogueList } from './CatalogueList.tsx';

const upper = { style: { textTransform: 'uppercase' as const } };

const airlineFields = (values: Values) => bodyOf(values, ['name', 'code', 'logo', 'active'], ['logo']);
const validateAirline = zodValidate(airlineBody);
const validateAirlineUpdate = zodValidate(airlineUpdateBody);

export function AirlineList() {
  return (
    <CatalogueList
      resource="airlines"
      history="airline"
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="active" source="active" choices={yesNoChoices} alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      primary={(r) => r.name}
      secondary={(r) => r.code}
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="code" />
          <DataTable.Col source="active" disableSort>
            <ActiveToggle />
          </DataTable.Col>
        </>
      }
      inputs={
        <>
          <TextInput source="name" isRequired fullWidth />
          <TextInput source="code" isRequired helperText="app.flightAdmin.catalogue.airline_code_hint" slotProps={{ htmlInput: { maxLength: 3, ...upper } }} />
          <TextInput source="logo" fullWidth helperText="app.flightAdmin.catalogue.logo_hint" />
          <BooleanInput source="active" />
        </>
      }
      defaultValues={{ active: true }}
      toBody={airlineFields}
      validateCreate={(v) => validateAirline(airlineFields(v))}
      validateEdit={(v) => validateAirlineUpdate(airlineFields(v))}
    />
  );
}

const cityFields = (values: Values) => bodyOf(values, ['name', 'code', 'country']);
const validateCity = zodValidate(cityBody);
const validateCityUpdate = zodValidate(cityUpdateBody);

export function CityList() {
  return (
    <CatalogueList
      resource="cities"
      history="city"
      filters={[<SearchInput key="q" source="q" alwaysOn />, <CountryInput key="country" source="country" alwaysOn fullWidth={false} />]}
      sort={{ field: 'name', order: 'ASC' }}
      primary={(r) => r.name}
      secondary={(r) => `${r.code} · ${r.country_name ?? ''}`}
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="code" />
          <DataTable.Col source="country_name" disableSort />
        </>
      }
      inputs={
        <>
          <TextInput source="name" isRequired fullWidth />
          <TextInput source="code" isRequired helperText="app.flightAdmin.catalogue.city_code_hint" slotProps={{ htmlInput: { maxLength: 3, ...upper } }} />
          <CountryInput source="country" isRequired />
        </>
      }
      toBody={cityFields}
      validateCreate={(v) => validateCity(cityFields(v))}
      validateEdit={(v) => validateCityUpdate(cityFields(v))}
    />
  );
}

const airportFields = (values: Values) => bodyOf(values, ['name', 'iata', 'city']);
const validateAirport = zodValidate(airportBody);
const validateAirportUpdate = zodValidate(airportUpdateBody);

export function AirportList() {
  return (
    <CatalogueList
      resource="airports"
      history="airport"
      filters={[<SearchInput key="q" source="q" alwaysOn />, <CityInput key="city" source="city" alwaysOn fullWidth={false} />]}
      sort={{ field: 'iata', order: 'ASC' }}
      primary={(r) => `${r.iata} · ${r.name}`}
      secondary={(r) => r.city_name}
      columns={
        <>
          <DataTable.Col source="iata" />
          <DataTable.Col source="name" />
          <DataTable.Col source="city_name" disableSort />
        </>
      }
      inputs={
        <>
          <TextInput source="name" isRequired fullWidth />
          <TextInput source="iata" isRequired slotProps={{ htmlInput: { maxLength: 3, ...upper } }} />
          <CityInput source="city" isRequired />
        </>
      }
      toBody={airportFields}
      validateCreate={(v) => validateAirport(airportFields(v))}
      validateEdit={(v) => validateAirportUpdate(airportFields(v))}
    />
  );
}

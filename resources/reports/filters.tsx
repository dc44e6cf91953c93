/**
 * The filters every flight report shares (docs/api-reports.md): booking and departure day ranges,
 * the booking agency, the route and flight (chosen among those the reports know), the statuses and
 * the currency (one per report, USD by default as the spec's flight filter).
 */
import { DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { AgencyInput } from '../../src/components/referenceInputs.tsx';
import { commercialStatusChoices, currencyChoices, reservationStatusChoices } from '../../src/components/flights/choices.ts';

export const reportFilterDefaults = { currency: 1 };

export function reportFilters(resource: string) {
  const label = (source: string) => `resources.${resource}.fields.${source}`;
  return [
    <DateInput key="created_start_date" source="created_start_date" label={label('created_start_date')} alwaysOn />,
    <DateInput key="created_end_date" source="created_end_date" label={label('created_end_date')} alwaysOn />,
    <SelectInput key="currency" source="currency" label={label('currency')} choices={currencyChoices} translateChoice={false} alwaysOn />,
    <DateInput key="departure_date_start" source="departure_date_start" label={label('departure_date_start')} />,
    <DateInput key="departure_date_end" source="departure_date_end" label={label('departure_date_end')} />,
    <AgencyInput key="agency" source="agency" label={label('agency')} helperText={false} fullWidth={false} />,
    <ReferenceInput key="route" source="route" reference="report-sales-route" perPage={1000} sort={{ field: 'label', order: 'ASC' }}>
      <SelectInput label={label('route')} optionText="label" emptyText="app.network.any" />
    </ReferenceInput>,
    <ReferenceInput key="flight" source="flight" reference="report-accounting-flights" perPage={1000} sort={{ field: 'number', order: 'ASC' }}>
      <SelectInput label={label('flight')} optionText={(r: { number: string; route: string }) => `${r.number} · ${r.route}`} emptyText="app.network.any" />
    </ReferenceInput>,
    <SelectInput key="reservation_status" source="reservation_status" label={label('reservation_status')} choices={reservationStatusChoices} emptyText="app.network.any" />,
    <SelectInput key="commercial_status" source="commercial_status" label={label('commercial_status')} choices={commercialStatusChoices} emptyText="app.network.any" />,
  ];
}

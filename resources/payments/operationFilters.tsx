/** The filters of every staff list of operations (docs/api-payments-gateways.md): status and kind at hand, the rest behind the filter button. */
import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { OPERATION_KINDS, OPERATION_STATUSES } from '../../domain/payments/statuses.ts';
import { AgencyInput } from '../../src/components/referenceInputs.tsx';

const label = (source: string) => `app.cardpay.fields.${source}`;
export const statusChoices = OPERATION_STATUSES.map((id) => ({ id, name: `app.cardpay.statuses.${id}` }));
const kindChoices = OPERATION_KINDS.map((id) => ({ id, name: `app.cardpay.kinds.${id}` }));

export function operationFilters({ agencies }: { agencies: boolean }) {
  return [
    <SelectInput key="status" source="status" label={label('status')} choices={statusChoices} emptyText="app.network.any" alwaysOn />,
    <SelectInput key="kind" source="kind" label={label('kind')} choices={kindChoices} emptyText="app.network.any" alwaysOn />,
    <DateInput key="created_after" source="created_after" label={label('created_after')} />,
    <DateInput key="created_before" source="created_before" label={label('created_before')} />,
    ...(agencies ? [<AgencyInput key="agency" source="agency" label={label('agency')} helperText={false} fullWidth={false} />] : []),
    <TextInput key="locator" source="locator" label={label('locator')} resettable alwaysOn />,
    <NumberInput key="reservation" source="reservation" label={label('reservation')} min={1} step={1} />,
  ];
}

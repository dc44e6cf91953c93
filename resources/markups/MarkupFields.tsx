/** Service type, percent or fixed, the value (with % or the currency) and, when fixed, the currency. */
import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { currencyById } from '../../domain/currencies.ts';
import { markupKindChoices, serviceTypeChoices } from '../common/choices.ts';
import { CurrencyInput } from '../../src/components/referenceInputs.tsx';

export function MarkupFields({ usedServiceTypes = [] }: { usedServiceTypes?: string[] }) {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  const currency = useWatch({ name: 'currency' }) as number | undefined;
  const unit = kind === 'fixed' ? (currencyById(Number(currency))?.symbol ?? '') : '%';
  return (
    <>
      <SelectInput
        source="service_type"
        resource="markups"
        choices={serviceTypeChoices.map((choice) => ({ ...choice, disabled: usedServiceTypes.includes(choice.id) }))}
        helperText={usedServiceTypes.length > 0 ? 'app.network.markups.one_per_service' : false}
        isRequired
        fullWidth
      />
      <RadioButtonGroupInput source="kind" resource="markups" choices={markupKindChoices} row />
      <TextInput
        source="value"
        resource="markups"
        isRequired
        fullWidth
        helperText={kind === 'fixed' ? 'app.network.markups.value_fixed_hint' : 'app.network.markups.value_percent_hint'}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
      />
      {kind === 'fixed' && <CurrencyInput source="currency" />}
      <BooleanInput source="active" resource="markups" />
    </>
  );
}

/**
 * What an airport charges for a party: adults, children, infants and checked bags →
 * POST airport-supplement/calculate-supplement/ → its lines and the totals per currency.
 */
import CalculateIcon from '@mui/icons-material/Calculate';
import { Alert, Button as MuiButton, DialogActions, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { ArrayInput, Button, NumberInput, SimpleFormIterator, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { SupplementCalculation } from '../../../dataProvider/flightAdmin.ts';
import { calculateSupplementBody } from '../../../domain/schemas/flightAdmin.ts';
import { AppModal } from '../../../src/components/AppModal.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import type { Values } from '../../../src/forms/formValues.ts';
import { money } from '../common/fields.tsx';
import { AirportInput, LuggageCategoryInput } from '../common/inputs.tsx';

const toBody = (values: Values) => ({
  airport: values.airport,
  adults: values.adults ?? 0,
  children: values.children ?? 0,
  infants: values.infants ?? 0,
  bags: ((values.bags as Values[] | undefined) ?? []).filter((bag) => bag && bag.luggage_category),
});
const validate = zodValidate(calculateSupplementBody);

function Result({ result }: { result: SupplementCalculation }) {
  const translate = useTranslate();
  if (result.lines.length === 0) return <Alert severity="info">{translate('app.flightAdmin.calculator.none')}</Alert>;
  return (
    <Table size="small" aria-label={translate('app.flightAdmin.calculator.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.flightAdmin.calculator.concept')}</TableCell>
          <TableCell align="right">{translate('app.flightAdmin.calculator.quantity')}</TableCell>
          <TableCell align="right">{translate('app.flightAdmin.calculator.unit')}</TableCell>
          <TableCell align="right">{translate('app.flightAdmin.calculator.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {result.lines.map((line, index) => (
          <TableRow key={`${line.supplement}-${index}`}>
            <TableCell>
              {translate(`app.flightAdmin.supplement_kinds.${line.kind}`)}
              {line.passenger_type ? ` · ${translate(`app.flightAdmin.passenger_types.${line.passenger_type}`)}` : ''}
            </TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{money(line.unit_amount, line.currency)}</TableCell>
            <TableCell align="right">{money(line.amount, line.currency)}</TableCell>
          </TableRow>
        ))}
        {result.totals.map((total) => (
          <TableRow key={total.currency}>
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
              {translate('app.flightAdmin.calculator.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {money(total.amount, total.currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SupplementCalculator() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<SupplementCalculation | null>(null);
  const submit = useServerSubmit(async (values) => {
    setResult(await dataProvider.calculateSupplement(calculateSupplementBody.parse(toBody(values))));
  });
  const close = () => {
    setOpen(false);
    setResult(null);
  };
  return (
    <>
      <Button label="app.flightAdmin.calculator.button" onClick={() => setOpen(true)}>
        <CalculateIcon />
      </Button>
      <AppModal open={open} onClose={close} title={translate('app.flightAdmin.calculator.title')} maxWidth="md">
        <DialogForm onSubmit={submit} validate={(v) => validate(toBody(v))} defaultValues={{ adults: 1, children: 0, infants: 0, bags: [] }} noValidate>
          <FormServerError />
          <AirportInput source="airport" label="resources.airport-supplements.fields.airport" isRequired />
          <NumberInput source="adults" label="app.flightAdmin.calculator.adults" min={0} step={1} />
          <NumberInput source="children" label="app.flightAdmin.calculator.children" min={0} step={1} />
          <NumberInput source="infants" label="app.flightAdmin.calculator.infants" min={0} step={1} />
          <ArrayInput source="bags" label="app.flightAdmin.calculator.bags">
            <SimpleFormIterator inline disableReordering>
              <LuggageCategoryInput source="luggage_category" label="resources.airport-supplements.fields.luggage_category" fullWidth={false} />
              <NumberInput source="count" label="app.flightAdmin.calculator.count" min={1} step={1} />
            </SimpleFormIterator>
          </ArrayInput>
          <DialogActions sx={{ px: 0 }}>
            <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>
            <MuiButton type="submit" variant="contained">
              {translate('app.flightAdmin.calculator.calculate')}
            </MuiButton>
          </DialogActions>
        </DialogForm>
        {result && <Result result={result} />}
      </AppModal>
    </>
  );
}

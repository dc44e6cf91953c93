/**
 * Price preview: a net amount and a service type through the markup chain from the first level
 * down to this agency (GET agency/agencies/{id}/price-preview/), showing who earns what.
 */
import CalculateIcon from '@mui/icons-material/Calculate';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { ServiceType } from '../../domain/constants.ts';
import { currencyById } from '../../domain/currencies.ts';
import type { AgencyRecord, PricePreview } from '../../domain/records/network.ts';
import { amount } from '../../domain/schemas/agencies.ts';
import { SERVICE_TYPES } from '../../domain/constants.ts';
import { z } from '../../domain/validation.ts';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { serviceTypeChoices } from '../common/choices.ts';
import { DialogForm } from '../common/DialogForm.tsx';

const previewQuery = z.object({ service_type: z.enum(SERVICE_TYPES), net: amount });
const validate = zodValidate(previewQuery);

function CalculateButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <CalculateIcon />} sx={{ mt: 1 }}>
      {translate('app.network.price.calculate')}
    </Button>
  );
}

function Breakdown({ preview }: { preview: PricePreview }) {
  const translate = useTranslate();
  const currency = currencyById(preview.currency)?.abbreviation ?? '';
  const money = (value: string) => `${value} ${currency}`;
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" aria-label={translate('app.network.price.breakdown')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.network.price.buyer')}</TableCell>
            <TableCell>{translate('app.network.price.earned_by')}</TableCell>
            <TableCell align="right">{translate('app.network.price.cost')}</TableCell>
            <TableCell align="right">{translate('app.network.price.margin')}</TableCell>
            <TableCell align="right">{translate('app.network.price.markup')}</TableCell>
            <TableCell align="right">{translate('app.network.price.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell colSpan={5}>{translate('app.network.price.net')}</TableCell>
            <TableCell align="right">{money(preview.net)}</TableCell>
          </TableRow>
          {preview.steps.map((step) => (
            <TableRow key={`${step.earned_by}-${step.agency}`}>
              <TableCell>{step.agency_name}</TableCell>
              <TableCell>{step.earned_by_name}</TableCell>
              <TableCell align="right">{money(step.cost)}</TableCell>
              <TableCell align="right">{money(step.margin)}</TableCell>
              <TableCell align="right">{money(step.markup)}</TableCell>
              <TableCell align="right">{money(step.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={5} sx={{ fontWeight: 600, fontSize: 'inherit', color: 'text.primary' }}>
              {translate('app.network.price.sell')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, fontSize: 'inherit', color: 'text.primary' }}>
              {money(preview.sell)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

export function PricePreviewPanel({ agency }: { agency: AgencyRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [preview, setPreview] = useState<PricePreview | null>(null);
  const submit = useServerSubmit(async (values) => {
    const net = String(values.net ?? '').trim().replace(',', '.');
    setPreview(await dataProvider.pricePreview(agency.id, values.service_type as ServiceType, net));
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.network.price.intro', { name: agency.name })}
      </Typography>
      <DialogForm onSubmit={submit} validate={validate} defaultValues={{ service_type: 'flights' }} noValidate>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, gap: 2, alignItems: 'start' }}>
          <SelectInput source="service_type" label="resources.markups.fields.service_type" choices={serviceTypeChoices} helperText={false} />
          <TextInput source="net" label="app.network.price.net_amount" helperText={false} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <CalculateButton />
        </Box>
      </DialogForm>
      {preview && preview.steps.length === 0 && <Alert severity="info" sx={{ mt: 2 }}>{translate('app.network.price.no_steps')}</Alert>}
      {preview && <Breakdown preview={preview} />}
    </Paper>
  );
}

/**
 * The children's prices of one cell of a season's grid (room type × occupancy × plan): age bands
 * that do not overlap, each a price per child and night (no band: free). Saved through the grid's
 * PUT with that one row, so its history row is the grid's.
 */
import { Button as MuiButton, DialogActions } from '@mui/material';
import { ArrayInput, NumberInput, SimpleFormIterator, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HotelPriceRecord } from '../../dataProvider/hotels.ts';
import { childPricesBody } from '../../domain/schemas/hotelAdmin.ts';
import { z } from '../../domain/validation.ts';
import { AppModal } from '../../src/components/AppModal.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import type { Values } from '../../src/forms/formValues.ts';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

const validate = zodValidate(z.object({ child_prices: childPricesBody }));

/** The grid's answer names this row `rows.0.…`; the form's field is `child_prices.…`. */
export const bandErrors = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).map(([key, value]) => [key.replace(/^rows\.0\./, ''), value]));

export interface ChildBandsDialogProps {
  contract: number;
  price: HotelPriceRecord | null;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}

export function ChildBandsDialog({ contract, price, title, onClose, onSaved }: ChildBandsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useServerSubmit(async (values: Values) => {
    if (!price) return;
    const bands = ((values.child_prices as Values[] | undefined) ?? []).filter(Boolean) as { min_age: number; max_age: number; price: string }[];
    await dataProvider.saveHotelPriceGrid(contract, [{ occupancy: price.occupancy, meal_plan: price.meal_plan, price: price.price, child_prices: bands }]);
    notify('app.hotels.prices_saved', { type: 'success' });
    onSaved();
    onClose();
  }, bandErrors);
  return (
    <AppModal open={price !== null} onClose={onClose} title={title} maxWidth="md">
      {price && (
        <DialogForm onSubmit={submit} validate={validate} defaultValues={{ child_prices: price.child_prices }} noValidate>
          <FormServerError />
          <ArrayInput source="child_prices" label="app.hotelCatalog.child_bands" helperText="app.hotelCatalog.child_bands_hint">
            <SimpleFormIterator inline disableReordering>
              <NumberInput source="min_age" label="resources.hotel-prices.fields.min_age" min={0} max={17} step={1} isRequired helperText={false} />
              <NumberInput source="max_age" label="resources.hotel-prices.fields.max_age" min={0} max={17} step={1} isRequired helperText={false} />
              <NumberInput source="price" label="resources.hotel-prices.fields.price" min={0} step={0.01} isRequired helperText={false} />
            </SimpleFormIterator>
          </ArrayInput>
          <DialogActions sx={{ px: 0 }}>
            <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton />
          </DialogActions>
        </DialogForm>
      )}
    </AppModal>
  );
}

/**
 * 'Guardar como cotización' on /cart (issue 9): the cart's items saved under a name in a currency
 * (docs/api-quotes.md). Shown to whoever may quote (domain/quotes/rules.ts) while the cart has
 * items; after saving, the quote's page opens (PDF, e-mail, …). The cart itself does not change.
 */
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Form, SelectInput, TextInput, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { DEFAULT_CURRENCY_ID } from '../../../domain/currencies.ts';
import { PATHS, recordPath } from '../../../domain/menu.ts';
import { canUseQuotes } from '../../../domain/quotes/rules.ts';
import { QUOTE_NAME_MAX_LENGTH, quoteBody } from '../../../domain/schemas/quotes.ts';
import { FormServerError } from '../../forms/FormServerError.tsx';
import { useServerSubmit } from '../../forms/useServerSubmit.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { currencyChoices } from '../flights/choices.ts';
import { CART_ITEMS_KEY } from './keys.ts';

const validate = zodValidate(quoteBody);
// An empty record keeps the form from reading a record of the page around it.
const DETACHED = {} as RaRecord;

function SaveButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {translate('ra.action.save')}
    </Button>
  );
}

export function SaveAsQuote() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = useSessionUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  // The same query as the cart's list: no second request.
  const { data: items } = useQuery({ queryKey: CART_ITEMS_KEY, queryFn: () => dataProvider.getCartItems() });
  const submit = useServerSubmit(async (values) => {
    const quote = await dataProvider.createQuote(quoteBody.parse({ name: values.name, currency: values.currency }));
    notify('app.quotes.saved', { type: 'success', messageArgs: { name: quote.name } });
    setOpen(false);
    navigate(recordPath(PATHS.quotes, quote.id));
  });
  if (!user || !canUseQuotes(user) || !items || items.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
      <Button variant="outlined" startIcon={<RequestQuoteIcon />} onClick={() => setOpen(true)}>
        {translate('app.quotes.save')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="save-quote-title">
        <DialogTitle id="save-quote-title">{translate('app.quotes.save_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('app.quotes.save_hint')}</DialogContentText>
          <Form record={DETACHED} onSubmit={submit} validate={validate} noValidate defaultValues={{ currency: user.agency.currency || DEFAULT_CURRENCY_ID }}>
            <FormServerError />
            <TextInput source="name" label="app.quotes.name" fullWidth autoFocus slotProps={{ htmlInput: { maxLength: QUOTE_NAME_MAX_LENGTH } }} />
            <SelectInput source="currency" label="app.quotes.currency" choices={currencyChoices} translateChoice={false} fullWidth />
            <DialogActions sx={{ px: 0 }}>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
              <SaveButton />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </Box>
  );
}

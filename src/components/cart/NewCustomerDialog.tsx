/**
 * 'New customer' of the customer picker (react-admin's create suggestion): the customer's form in a
 * dialog, saved with POST customers/. A document the agency already has picks that customer instead
 * (409 duplicate_customer: the checkout re-uses it, docs/decisions.md); a 400 lands under its fields.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Form, useCreateSuggestionContext, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { isHttpError } from '../../../dataProvider/errors.ts';
import type { CustomerRecord } from '../../../domain/records/customers.ts';
import { CUSTOMER_DEFAULTS, customerCreate, validateCustomerCreate } from '../customers/customerBody.ts';
import { CustomerFields } from '../customers/CustomerFields.tsx';
import { duplicateCustomerId } from '../customers/useDuplicateCustomer.ts';
import { FormServerError } from '../../forms/FormServerError.tsx';

/** What was typed in the picker starts the form: a document, or the name. */
export function startingValues(typed: string | undefined): Record<string, unknown> {
  const text = (typed ?? '').trim();
  if (/^[A-Za-z]*\d[A-Za-z0-9-]{3,}$/.test(text)) return { ...CUSTOMER_DEFAULTS, passport: text.toUpperCase() };
  const [first = '', ...rest] = text.split(/\s+/);
  return { ...CUSTOMER_DEFAULTS, first_name: first, last_name: rest.join(' ') };
}

export function NewCustomerDialog() {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();

  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.create<CustomerRecord>('customers', { data: customerCreate(values) });
      onCreate(data);
      return undefined;
    } catch (error) {
      const existing = duplicateCustomerId(error);
      if (existing !== null) {
        const { data } = await dataProvider.getOne<CustomerRecord>('customers', { id: existing });
        notify('app.checkout.customer.existing', { type: 'info', messageArgs: { name: data.full_name } });
        onCreate(data);
        return undefined;
      }
      // Field errors go under their inputs (react-admin sets what onSubmit returns).
      if (isHttpError(error) && error.status === 400) return error.body?.errors ?? {};
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="md" fullWidth>
      {/* The dialog is a portal of the checkout's form: its submit must not reach that form. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <Form record={startingValues(filter) as RaRecord} defaultValues={startingValues(filter)} validate={validateCustomerCreate} onSubmit={save} noValidate>
          <DialogTitle id={titleId}>{translate('app.checkout.customer.new_title')}</DialogTitle>
          <DialogContent>
            <FormServerError />
            <CustomerFields />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{translate('app.checkout.customer.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('app.checkout.customer.create')}
            </Button>
          </DialogActions>
        </Form>
      </div>
    </Dialog>
  );
}

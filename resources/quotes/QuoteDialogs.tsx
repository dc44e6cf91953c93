/**
 * The quote's dialogs: rename (its owner) and send by e-mail to the customer (PDF attached, in the
 * chosen language). Server field errors land under their fields (useServerSubmit).
 */
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { SelectInput, TextInput, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { LANGUAGES } from '../../domain/constants.ts';
import type { QuoteRecord } from '../../domain/records/quotes.ts';
import { QUOTE_NAME_MAX_LENGTH, quoteSendBody, quoteUpdateBody } from '../../domain/schemas/quotes.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

const validateRename = zodValidate(quoteUpdateBody);
const validateSend = zodValidate(quoteSendBody);
const languageChoices = LANGUAGES.map((id) => ({ id, name: `app.quotes.languages.${id}` }));

interface DialogProps {
  quote: QuoteRecord;
  open: boolean;
  onClose: () => void;
}

function QuoteDialog({ open, onClose, title, intro, children }: { open: boolean; onClose: () => void; title: string; intro?: string; children: ReactNode }) {
  const translate = useTranslate();
  const titleId = `quote-dialog-${title.replace(/\W+/g, '-')}`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {intro && <DialogContentText sx={{ mb: 1 }}>{translate(intro)}</DialogContentText>}
        {children}
      </DialogContent>
    </Dialog>
  );
}

export function RenameQuoteDialog({ quote, open, onClose }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useServerSubmit(async (values) => {
    const body = quoteUpdateBody.parse({ name: values.name });
    await dataProvider.update('quotes', { id: quote.id, data: body, previousData: quote });
    notify('app.quotes.renamed', { type: 'success' });
    refresh();
    onClose();
  });
  return (
    <QuoteDialog open={open} onClose={onClose} title="app.quotes.rename_title">
      <DialogForm onSubmit={submit} validate={validateRename} noValidate defaultValues={{ name: quote.name }}>
        <FormServerError />
        <TextInput source="name" label="app.quotes.name" fullWidth autoFocus slotProps={{ htmlInput: { maxLength: QUOTE_NAME_MAX_LENGTH } }} />
        <DialogActions sx={{ px: 0 }}>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <SubmitButton label="app.quotes.rename" />
        </DialogActions>
      </DialogForm>
    </QuoteDialog>
  );
}

export function SendQuoteDialog({ quote, open, onClose }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useServerSubmit(async (values) => {
    const body = quoteSendBody.parse({ email: values.email, language: values.language });
    const answer = await dataProvider.sendQuote(quote.id, body);
    // The server's sentence, already in the interface's language.
    notify(answer.detail, { type: 'success', messageArgs: { _: answer.detail } });
    onClose();
  });
  return (
    <QuoteDialog open={open} onClose={onClose} title="app.quotes.send_title" intro="app.quotes.send_hint">
      <DialogForm onSubmit={submit} validate={validateSend} noValidate defaultValues={{ language }}>
        <FormServerError />
        <TextInput source="email" type="email" label="app.quotes.email" fullWidth autoFocus autoComplete="email" />
        <SelectInput source="language" label="app.quotes.language" choices={languageChoices} fullWidth />
        <DialogActions sx={{ px: 0 }}>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <SubmitButton label="app.quotes.send" />
        </DialogActions>
      </DialogForm>
    </QuoteDialog>
  );
}

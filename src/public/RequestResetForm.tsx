import { Alert, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { customMethods } from '../../dataProvider/custom.ts';
import { FormServerError } from '../forms/FormServerError.tsx';
import { useServerSubmit } from '../forms/useServerSubmit.ts';

function SendButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}>
      {translate('app.auth.send_link')}
    </Button>
  );
}

/** Step 1 of the reset: ask for the link by e-mail. The server answers the same for any address. */
export function RequestResetForm() {
  const [sent, setSent] = useState<string | null>(null);
  const submit = useServerSubmit(async (values) => {
    const answer = await customMethods.requestPasswordReset(String(values.email ?? '').trim());
    setSent(answer.detail);
  });

  if (sent) return <Alert severity="success" sx={{ mt: 2 }}>{sent}</Alert>;
  return (
    <Form onSubmit={submit} disableInvalidFormNotification noValidate>
      <FormServerError />
      <TextInput source="email" type="email" label="app.fields.email" autoComplete="email" autoFocus
        validate={[required(), email()]} variant="outlined" margin="normal" />
      <SendButton />
    </Form>
  );
}

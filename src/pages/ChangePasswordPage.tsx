/**
 * /usuario/changePassword: old password and the new one twice. domain passwordChangeBody
 * validates in the browser; server field errors show under the fields; on success the new
 * tokens the server returns replace the session's (every other session of the user is revoked).
 */
import { Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { passwordChangeBody } from '../../domain/schemas/accounts.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { storeTokens } from '../../dataProvider/session.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { FormServerError } from '../forms/FormServerError.tsx';
import { useServerSubmit } from '../forms/useServerSubmit.ts';
import { zodValidate } from '../forms/zodValidate.ts';

const validate = zodValidate(passwordChangeBody);

function SaveButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}>
      {translate('app.password.submit')}
    </Button>
  );
}

export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [formKey, setFormKey] = useState(0);

  const submit = useServerSubmit(async (values) => {
    const answer = await dataProvider.changePassword({
      old_password: String(values.old_password ?? ''),
      new_password1: String(values.new_password1 ?? ''),
      new_password2: String(values.new_password2 ?? ''),
    });
    storeTokens(answer);
    notify(answer.detail || 'app.password.success', { type: 'success', messageArgs: { _: answer.detail } });
    setFormKey((key) => key + 1);
  });

  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }}>
      <PageTitle title={translate('app.topbar.change_password')} />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.password.intro')}
        </Typography>
        <Form key={formKey} onSubmit={submit} validate={validate} disableInvalidFormNotification noValidate>
          <FormServerError />
          <PasswordInput source="old_password" label="app.fields.old_password" autoComplete="current-password" variant="outlined" margin="normal" />
          <PasswordInput source="new_password1" label="app.fields.new_password1" autoComplete="new-password" variant="outlined" margin="normal" />
          <PasswordInput source="new_password2" label="app.fields.new_password2" autoComplete="new-password" variant="outlined" margin="normal" />
          <SaveButton />
        </Form>
      </CardContent>
    </Card>
  );
}

export default ChangePasswordPage;

import { Button, CircularProgress } from '@mui/material';
import { Form, PasswordInput, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { passwordResetConfirmBody } from '../../domain/schemas/accounts.ts';
import { customMethods } from '../../dataProvider/custom.ts';
import { LOGIN_PATH } from '../../dataProvider/http.ts';
import { FormServerError } from '../forms/FormServerError.tsx';
import { useServerSubmit } from '../forms/useServerSubmit.ts';
import { zodValidate } from '../forms/zodValidate.ts';

function SaveButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}>
      {translate('app.auth.save_password')}
    </Button>
  );
}

/** Step 2 of the reset (/accounts/reset?token=…): the new password twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const submit = useServerSubmit(
    async (values) => {
      const answer = await customMethods.confirmPasswordReset({
        token,
        new_password1: String(values.new_password1 ?? ''),
        new_password2: String(values.new_password2 ?? ''),
      });
      notify(answer.detail, { type: 'success', messageArgs: { _: answer.detail } });
      navigate(LOGIN_PATH);
    },
    // The token is not a field the user sees: its message goes above the form.
    ({ token: tokenError, ...rest }) => (typeof tokenError === 'string' ? { ...rest, root: { serverError: tokenError } } : { token: tokenError, ...rest }),
  );

  return (
    <Form onSubmit={submit} validate={zodValidate(passwordResetConfirmBody, () => ({ token }))} disableInvalidFormNotification noValidate>
      <FormServerError />
      <PasswordInput source="new_password1" label="app.fields.new_password1" autoComplete="new-password" autoFocus variant="outlined" margin="normal" />
      <PasswordInput source="new_password2" label="app.fields.new_password2" autoComplete="new-password" variant="outlined" margin="normal" />
      <SaveButton />
    </Form>
  );
}

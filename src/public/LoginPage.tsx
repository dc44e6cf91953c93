/**
 * /auth/login (spec §2): username and password; server field errors under the fields and the
 * non-field one above them; afterwards back to ?next= (an internal path) or to the dashboard.
 */
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Form, PasswordInput, required, TextInput, useLogin, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { sanitizeNext } from '../../dataProvider/http.ts';
import { FormServerError } from '../forms/FormServerError.tsx';
import { useServerSubmit } from '../forms/useServerSubmit.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { LoginLayout } from '../layout/LoginLayout.tsx';

interface LoginValues {
  username: string;
  password: string;
}

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 2, py: 1.25 }}
    >
      {translate('ra.auth.sign_in')}
    </Button>
  );
}

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [params] = useSearchParams();
  const next = sanitizeNext(params.get('next'));

  const submit = useServerSubmit(async (values) => {
    const credentials: LoginValues = { username: String(values.username ?? '').trim(), password: String(values.password ?? '') };
    // The authProvider answers where to go: `next`, else the user's landing page.
    await login({ ...credentials, next });
  });

  return (
    <LoginLayout>
      <PageTitle title={translate('app.auth.login_title')} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {translate('app.auth.login_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {translate('app.auth.login_subtitle')}
      </Typography>
      <Form onSubmit={submit} disableInvalidFormNotification noValidate>
        <FormServerError />
        <TextInput
          source="username"
          label="ra.auth.username"
          autoComplete="username"
          autoFocus
          validate={required()}
          variant="outlined"
          margin="normal"
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={required()}
          variant="outlined"
          margin="normal"
        />
        <SubmitButton />
      </Form>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/accounts/reset" sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.auth.forgot')}
        </Link>
        <Box>
          <Typography component="span" variant="body2" color="text.secondary">
            {translate('app.auth.no_account')}{' '}
          </Typography>
          <Link component={RouterLink} to="/agencias/registro" variant="body2">
            {translate('app.auth.register')}
          </Link>
        </Box>
      </Stack>
    </LoginLayout>
  );
}

export default LoginPage;

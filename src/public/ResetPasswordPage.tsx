/** /accounts/reset (spec §2): request a reset link; with ?token= set the new password twice. */
import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../dataProvider/http.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { LoginLayout } from '../layout/LoginLayout.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { RequestResetForm } from './RequestResetForm.tsx';

export function ResetPasswordPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = translate(token ? 'app.auth.new_password_title' : 'app.auth.reset_title');
  return (
    <LoginLayout>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        {translate(token ? 'app.auth.new_password_intro' : 'app.auth.reset_intro')}
      </Typography>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
      <Link component={RouterLink} to={LOGIN_PATH} sx={{ display: 'inline-block', mt: 3 }}>
        {translate('app.auth.back_to_login')}
      </Link>
    </LoginLayout>
  );
}

export default ResetPasswordPage;

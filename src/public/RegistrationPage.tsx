import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { LOGIN_PATH } from '../../dataProvider/http.ts';
import { LoginLayout } from '../layout/LoginLayout.tsx';

/** /agencias/registro: public; the registration form comes in a later issue. */
export function RegistrationPage() {
  const translate = useTranslate();
  const title = translate('app.registration.title');
  return (
    <LoginLayout>
      <PageTitle title={title} />
      <StatusMessage icon={<StorefrontIcon />} title={title} actions={[{ label: translate('app.auth.back_to_login'), to: LOGIN_PATH, primary: true }]}>
        <p>{translate('app.registration.intro')}</p>
        <p>{translate('app.coming_soon.badge')}</p>
      </StatusMessage>
    </LoginLayout>
  );
}

export default RegistrationPage;

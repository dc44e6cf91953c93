/** /usuario/detalles: the user's profile from GET agency/operators/user/{id}/perfil, read-only. */
import { Card, CardContent } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  ChipField,
  DateField,
  FunctionField,
  ShowBase,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  useTranslate,
} from 'react-admin';
import type { Profile } from '../../dataProvider/custom.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { useHandleError } from '../errors/useHandleError.ts';
import { currentLanguage } from '../i18n/language.ts';
import { useSessionUser } from '../session/useSessionUser.ts';

export function ProfilePage() {
  const translate = useTranslate();
  const user = useSessionUser();
  const handleError = useHandleError();
  const locales = currentLanguage() === 'en' ? 'en-US' : 'es-ES';
  if (!user) return null;
  return (
    <ShowBase resource="profile" id={user.id} loading={<PageLoader />} queryOptions={{ onError: (error) => handleError(error) }}>
      <PageTitle title={translate('app.topbar.profile')} />
      <Card variant="outlined">
        <CardContent>
          <SimpleShowLayout>
            <TextField source="full_name" />
            <TextField source="username" />
            <TextField source="email" emptyText="-" />
            <TextField source="phone" emptyText="-" />
            <FunctionField<Profile> source="type" render={(record) => translate(`app.operator_types.${record.type}`, { _: record.type })} />
            <FunctionField<Profile> source="agency" render={(record) => record.agency?.name ?? '-'} />
            <FunctionField<Profile>
              source="agency.level"
              label="resources.profile.fields.level"
              render={(record) => (record.agency?.level ? translate(`app.levels.${record.agency.level}`, { _: record.agency.level }) : '-')}
            />
            <BooleanField source="is_active" />
            <DateField source="last_login" showTime locales={locales} emptyText="-" />
            <DateField source="date_joined" locales={locales} />
            <ArrayField source="groups">
              <SingleFieldList linkType={false}>
                <ChipField source="name" size="small" />
              </SingleFieldList>
            </ArrayField>
          </SimpleShowLayout>
        </CardContent>
      </Card>
    </ShowBase>
  );
}

export default ProfilePage;

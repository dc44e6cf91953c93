/**
 * /usuario/detalles: the user's own data. First name, last name, e-mail and phone are editable
 * (PATCH agency/operators/user/{id}/perfil, domain profileUpdateBody); after a save the userB2B
 * cookie's full_name follows, so the top bar greets the user by the new name. The rest is read-only.
 */
import { Box, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  ChipField,
  DateField,
  EditBase,
  Form,
  FunctionField,
  SaveButton,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Profile } from '../../dataProvider/custom.ts';
import { updateStoredUser } from '../../dataProvider/session.ts';
import { PHONE_MAX_LENGTH } from '../../domain/constants.ts';
import { profileUpdateBody } from '../../domain/schemas/operators.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { useHandleError } from '../errors/useHandleError.ts';
import { FormServerError } from '../forms/FormServerError.tsx';
import { zodValidate } from '../forms/zodValidate.ts';
import { currentLanguage } from '../i18n/language.ts';
import { useSessionUser } from '../session/useSessionUser.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

/** Only the editable fields travel; an emptied phone is '' for the API, not null. */
export function profileBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) if (field in values) body[field] = values[field] === null ? '' : values[field];
  return body;
}

const validateProfile = (() => {
  const validate = zodValidate(profileUpdateBody);
  return (values: Record<string, unknown>) => validate(profileBody(values));
})();

function ReadOnlyDetails() {
  const translate = useTranslate();
  const locales = currentLanguage() === 'en' ? 'en-US' : 'es-ES';
  return (
    <SimpleShowLayout sx={{ px: 0 }}>
      <TextField source="username" />
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
        <SingleFieldList linkType={false} empty={<Chip size="small" label={translate('app.network.profile.no_groups')} />}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ArrayField>
    </SimpleShowLayout>
  );
}

export function ProfilePage() {
  const translate = useTranslate();
  const user = useSessionUser();
  const notify = useNotify();
  const handleError = useHandleError();
  if (!user) return null;
  return (
    <EditBase<Profile>
      resource="profile"
      id={user.id}
      mutationMode="pessimistic"
      redirect={false}
      loading={<PageLoader />}
      queryOptions={{ onError: (error) => handleError(error) }}
      transform={profileBody}
      mutationOptions={{
        onSuccess: (profile: Profile) => {
          updateStoredUser({ full_name: profile.full_name || [profile.first_name, profile.last_name].filter(Boolean).join(' ') });
          notify('app.messages.modified', { type: 'success' });
        },
      }}
    >
      <PageTitle title={translate('app.topbar.profile')} />
      <Card variant="outlined" sx={{ maxWidth: 880 }}>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.network.profile.personal')}
          </Typography>
          <Form validate={validateProfile} noValidate>
            <FormServerError />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
              <TextInput source="first_name" isRequired autoComplete="given-name" />
              <TextInput source="last_name" isRequired autoComplete="family-name" />
              <TextInput source="email" type="email" isRequired autoComplete="email" />
              <TextInput source="phone" autoComplete="tel" slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} helperText="app.network.phone_hint" />
            </Box>
            <SaveButton />
          </Form>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2">
            {translate('app.network.profile.account')}
          </Typography>
          <ReadOnlyDetails />
        </CardContent>
      </Card>
    </EditBase>
  );
}

export default ProfilePage;

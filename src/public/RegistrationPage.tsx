/**
 * /agencias/registro (public): an agency asks to join the network (domain registrationBody):
 * agency data, contact person, requested level, a message and the terms accepted (with a link
 * to the terms PDF). A hidden honeypot `nickname` catches form-filling robots. On success the
 * form gives way to a confirmation; the staff review requests at /agencias/registros.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, CircularProgress, Container, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { AutocompleteInput, BooleanInput, Form, RadioButtonGroupInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { LOGIN_PATH } from '../../dataProvider/http.ts';
import { PHONE_MAX_LENGTH } from '../../domain/constants.ts';
import { registrationBody } from '../../domain/schemas/notices.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { FormServerError } from '../forms/FormServerError.tsx';
import { useServerSubmit } from '../forms/useServerSubmit.ts';
import { zodValidate } from '../forms/zodValidate.ts';
import { currentLanguage } from '../i18n/language.ts';
import { PublicFooter } from '../layout/PublicFooter.tsx';
import { PublicHeader } from '../layout/PublicHeader.tsx';
import { LEGAL_DOCUMENTS, legalHref } from '../legal/documents.ts';

export const REGISTRATION_FIELDS = [
  'agency_name',
  'legal_name',
  'country',
  'city',
  'address',
  'phone',
  'email',
  'website',
  'contact_first_name',
  'contact_last_name',
  'contact_email',
  'contact_phone',
  'requested_level',
  'message',
  'accept_terms',
  'nickname',
] as const;

const OPTIONAL_TEXT = new Set(['legal_name', 'website', 'message', 'nickname']);

/** Only the fields of the body; an emptied optional text is left out, not sent as null. */
export function registrationValues(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of REGISTRATION_FIELDS) {
    const value = values[field];
    if ((value === null || value === '' || value === undefined) && OPTIONAL_TEXT.has(field)) continue;
    if (value !== undefined) body[field] = value;
  }
  body.accept_terms = values.accept_terms === true;
  return body;
}

const validate = (() => {
  const check = zodValidate(registrationBody);
  return (values: Record<string, unknown>) => check(registrationValues(values));
})();

const levelChoices = [
  { id: 'agency_2nd_level', name: 'app.levels.agency_2nd_level' },
  { id: 'agency_3rd_level', name: 'app.levels.agency_3rd_level' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}>
      {translate('app.registration.submit')}
    </Button>
  );
}

function CountryField() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const countries = useQuery({ queryKey: ['public-countries', currentLanguage()], queryFn: () => dataProvider.getPublicCountries(), retry: false, staleTime: 3_600_000 });
  return (
    <AutocompleteInput
      source="country"
      label="app.registration.fields.country"
      choices={countries.data ?? []}
      optionText="name"
      noOptionsText="app.network.no_options"
      isPending={countries.isPending}
      helperText={countries.isError ? translate('app.registration.countries_error') : false}
      isRequired
      fullWidth
    />
  );
}

function TermsLabel() {
  const translate = useTranslate();
  const language = currentLanguage();
  const terms = LEGAL_DOCUMENTS.find((doc) => doc.key === 'terms');
  return (
    <span>
      {translate('app.registration.accept_terms')}{' '}
      {terms && (
        <Link href={legalHref(terms, language)} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
          {translate('app.footer.terms')}
        </Link>
      )}
    </span>
  );
}

export function RegistrationForm({ onDone }: { onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useServerSubmit(async (values) => {
    await dataProvider.registerAgency(registrationValues(values));
    onDone();
  });
  return (
    <Form onSubmit={submit} validate={validate} defaultValues={{ requested_level: 'agency_2nd_level', accept_terms: false, nickname: '' }} noValidate>
      <FormServerError />
      <Section title="app.registration.section_agency">
        <TextInput source="agency_name" label="app.registration.fields.agency_name" isRequired />
        <TextInput source="legal_name" label="app.registration.fields.legal_name" />
        <CountryField />
        <TextInput source="city" label="app.registration.fields.city" isRequired />
        <TextInput source="address" label="app.registration.fields.address" isRequired sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextInput source="phone" label="app.registration.fields.phone" isRequired slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }} helperText="app.network.phone_hint" />
        <TextInput source="email" type="email" label="app.registration.fields.email" isRequired />
        <TextInput source="website" label="app.registration.fields.website" />
      </Section>
      <Section title="app.registration.section_contact">
        <TextInput source="contact_first_name" label="app.registration.fields.contact_first_name" isRequired autoComplete="given-name" />
        <TextInput source="contact_last_name" label="app.registration.fields.contact_last_name" isRequired autoComplete="family-name" />
        <TextInput source="contact_email" type="email" label="app.registration.fields.contact_email" isRequired autoComplete="email" />
        <TextInput
          source="contact_phone"
          label="app.registration.fields.contact_phone"
          isRequired
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }}
          helperText="app.network.phone_hint"
        />
      </Section>
      <Section title="app.registration.section_request">
        <RadioButtonGroupInput source="requested_level" label="app.registration.fields.requested_level" choices={levelChoices} sx={{ gridColumn: { md: '1 / -1' } }} />
        <TextInput source="message" label="app.registration.fields.message" multiline minRows={3} sx={{ gridColumn: { md: '1 / -1' } }} />
      </Section>
      {/* Honeypot: out of sight and out of the accessibility tree; people leave it empty. */}
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor="registration-nickname">Nickname</label>
        <TextInput source="nickname" id="registration-nickname" label={false} autoComplete="off" helperText={false} slotProps={{ htmlInput: { tabIndex: -1 } }} />
      </Box>
      <BooleanInput source="accept_terms" label={<TermsLabel />} helperText={false} />
      <Box sx={{ mt: 2 }}>
        <SubmitButton />
      </Box>
    </Form>
  );
}

export function RegistrationPage() {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  const title = translate('app.registration.title');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ bgcolor: 'background.paper' }}>
        <PublicHeader />
      </Box>
      <PageTitle title={title} />
      <Container maxWidth="md" sx={{ flex: 1, py: { xs: 3, md: 5 } }}>
        <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
          {done ? (
            <StatusMessage icon={<CheckCircleIcon color="success" />} title={translate('app.registration.success_title')} actions={[{ label: translate('app.auth.back_to_login'), to: LOGIN_PATH, primary: true }]}>
              <p role="status">{translate('app.registration.success')}</p>
            </StatusMessage>
          ) : (
            <>
              <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {translate('app.registration.intro')}
              </Typography>
              <Alert severity="info" sx={{ mb: 3 }}>
                {translate('app.registration.review_note')}{' '}
                <Link href={LOGIN_PATH}>{translate('app.auth.back_to_login')}</Link>
              </Alert>
              <RegistrationForm onDone={() => setDone(true)} />
            </>
          )}
        </Paper>
      </Container>
      <PublicFooter />
    </Box>
  );
}

export default RegistrationPage;

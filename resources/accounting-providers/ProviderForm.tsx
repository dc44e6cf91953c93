/** Create and edit an accounting provider (pessimistic: the server validates the code and the fields). */
import { Box } from '@mui/material';
import { BooleanInput, Create, DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PATHS } from '../../domain/menu.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { CountryInput } from '../../src/components/referenceInputs.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';

const RESOURCE = 'accounting-providers';
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

function Fields({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Box sx={grid}>
      <TextInput source="code" isRequired disabled={mode === 'edit'} helperText="app.accountingProviders.code_hint" />
      <TextInput source="name" isRequired />
      <TextInput source="tax_id" />
      <TextInput source="email" type="email" />
      <TextInput source="phone" slotProps={{ htmlInput: { maxLength: 12 } }} />
      <CountryInput source="country" label={`resources.${RESOURCE}.fields.country`} helperText={false} />
      <TextInput source="notes" multiline sx={{ gridColumn: { md: '1 / span 2' } }} />
      <BooleanInput source="active" />
    </Box>
  );
}

function Crumbs({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accounting' }, { label: 'app.menu.routes.agencias_accounting_provider', to: PATHS.accountingProviders }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
    </>
  );
}

export function ProviderCreate() {
  return (
    <>
      <Crumbs title="app.accountingProviders.create" />
      <Create resource={RESOURCE} title="app.accountingProviders.create" redirect={PATHS.accountingProviders}>
        <SimpleForm defaultValues={{ active: true }}>
          <FormServerError />
          <Fields mode="create" />
        </SimpleForm>
      </Create>
    </>
  );
}

/** The code is the ledger account's key: it is shown but never sent. */
const withoutCode = ({ code: _code, id: _id, service_types: _s, created: _c, ...rest }: Record<string, unknown>) => rest;

export function ProviderEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <Crumbs title="app.accountingProviders.edit" />
      <Edit resource={RESOURCE} id={id} title="app.accountingProviders.edit" mutationMode="pessimistic" redirect={PATHS.accountingProviders} transform={withoutCode} actions={false}>
        <SimpleForm
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteWithConfirmButton mutationMode="pessimistic" redirect={PATHS.accountingProviders} />
            </Toolbar>
          }
        >
          <FormServerError />
          <Fields mode="edit" />
        </SimpleForm>
      </Edit>
    </>
  );
}

/**
 * /agencias/accounting-provider-configuration: which service and business line each provider serves,
 * its currency and payment terms; create and edit for '[Accounting Provider] Manage'.
 */
import { Box } from '@mui/material';
import {
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DeleteWithConfirmButton,
  Edit,
  FilterButton,
  List,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { canEditAccountingProviders } from '../../domain/accountingProviders.ts';
import { CURRENCIES } from '../../domain/currencies.ts';
import { createPath, PATHS, recordPath } from '../../domain/menu.ts';
import type { ConfigurationRecord } from '../../domain/records/accountingProviders.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { serviceTypeChoices, yesNoChoices } from '../common/choices.ts';
import { useActor } from '../../src/session/useActor.ts';
import { AccountingProviderIdSelect } from './choices.tsx';

const RESOURCE = 'accounting-provider-configurations';
const BASE = PATHS.accountingProviderConfiguration;
const label = (source: string) => `resources.${RESOURCE}.fields.${source}`;
export const currencyChoices = CURRENCIES.map((c) => ({ id: c.id, name: c.abbreviation }));
const currencyName = (id: number) => CURRENCIES.find((c) => c.id === id)?.abbreviation ?? String(id);

const filters = [
  <AccountingProviderIdSelect key="provider" source="provider" label={label('provider')} emptyText="app.accountingProviders.any" alwaysOn />,
  <SelectInput key="service_type" source="service_type" choices={serviceTypeChoices} label={label('service_type')} emptyText="app.accountingProviders.any" alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} translateChoice={false} label={label('currency')} emptyText="app.accountingProviders.any" />,
  <TextInput key="business_line" source="business_line" label={label('business_line')} />,
  <SelectInput key="active" source="active" choices={yesNoChoices} label={label('active')} emptyText="app.accountingProviders.any" />,
];

function Crumbs({ title }: { title: string }) {
  const translate = useTranslate();
  const list = 'app.menu.routes.agencias_accounting_provider_configuration';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accounting' }, ...(title === list ? [{ label: list }] : [{ label: list, to: BASE }, { label: title }])]} />
      <DocumentTitle title={translate(title)} />
    </>
  );
}

export function ConfigurationList() {
  const translate = useTranslate();
  const canEdit = canEditAccountingProviders(useActor());
  const title = 'app.menu.routes.agencias_accounting_provider_configuration';
  return (
    <>
      <Crumbs title={title} />
      <List
        resource={RESOURCE}
        title={title}
        filters={filters}
        sort={{ field: 'provider_name', order: 'ASC' }}
        perPage={25}
        storeKey="accounting-provider-configurations.list"
        empty={false}
        actions={
          <TopToolbar>
            <FilterButton />
            {canEdit && <CreateButton to={createPath(BASE)} />}
          </TopToolbar>
        }
      >
        <DataTable<ConfigurationRecord> rowClick={canEdit ? (id) => recordPath(BASE, id) : false} bulkActionButtons={false} hiddenColumns={['id', 'notes']}>
          <DataTable.Col source="id" />
          <DataTable.Col source="provider_name" />
          <DataTable.Col source="service_type" render={(r: ConfigurationRecord) => translate(`network.service_types.${r.service_type}`, { _: r.service_type })} />
          <DataTable.Col source="business_line" render={(r: ConfigurationRecord) => r.business_line || translate('app.accountingProviders.configurations.every_line')} />
          <DataTable.Col source="currency" render={(r: ConfigurationRecord) => currencyName(r.currency)} />
          <DataTable.Col source="payment_terms_days" align="right" render={(r: ConfigurationRecord) => translate('app.accountingProviders.configurations.days', { days: r.payment_terms_days })} />
          <DataTable.Col source="active" render={(r: ConfigurationRecord) => translate(r.active ? 'network.yes' : 'network.no')} />
          <DataTable.Col source="notes" disableSort />
        </DataTable>
      </List>
    </>
  );
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

function Fields({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Box sx={grid}>
      {mode === 'create' ? <AccountingProviderIdSelect source="provider" label={label('provider')} validate={required()} /> : <TextInput source="provider_name" label={label('provider')} disabled />}
      <SelectInput source="service_type" choices={serviceTypeChoices} label={label('service_type')} validate={required()} />
      <TextInput source="business_line" label={label('business_line')} helperText="app.accountingProviders.configurations.every_line" />
      <SelectInput source="currency" choices={currencyChoices} translateChoice={false} label={label('currency')} validate={required()} />
      <NumberInput source="payment_terms_days" label={label('payment_terms_days')} min={0} max={365} step={1} validate={required()} />
      <BooleanInput source="active" label={label('active')} />
      <TextInput source="notes" label={label('notes')} multiline sx={{ gridColumn: { md: '1 / span 2' } }} />
    </Box>
  );
}

export function ConfigurationCreate() {
  return (
    <>
      <Crumbs title="app.accountingProviders.configurations.create" />
      <Create resource={RESOURCE} title="app.accountingProviders.configurations.create" redirect={BASE}>
        <SimpleForm defaultValues={{ active: true, payment_terms_days: 30, currency: 1 }}>
          <FormServerError />
          <Fields mode="create" />
        </SimpleForm>
      </Create>
    </>
  );
}

const editable = ({ service_type, business_line, currency, payment_terms_days, active, notes }: Record<string, unknown>) => ({ service_type, business_line, currency, payment_terms_days, active, notes });

export function ConfigurationEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <Crumbs title="app.accountingProviders.configurations.edit" />
      <Edit resource={RESOURCE} id={id} title="app.accountingProviders.configurations.edit" mutationMode="pessimistic" redirect={BASE} transform={editable} actions={false}>
        <SimpleForm
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteWithConfirmButton mutationMode="pessimistic" redirect={BASE} />
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

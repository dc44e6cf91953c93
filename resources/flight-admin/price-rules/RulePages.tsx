/**
 * /admin/flights/flight-price-rules/ and /admin/flights/promotion-price-rules/ (create, :id): the
 * rules' create and edit pages, shared by both kinds.
 */
import { Box } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { PriceRuleRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { DocumentTitle } from '../../../src/components/PageTitle.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { Breadcrumbs, RecordBreadcrumbs } from '../../../src/components/Breadcrumbs.tsx';
import type { Values } from '../../../src/forms/formValues.ts';
import { useCan } from '../../../src/session/useCan.ts';
import { listPath } from '../../paths.ts';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { RULE_DEFAULTS, ruleFormBody, ruleValidators } from './ruleBody.ts';
import { RuleFields } from './RuleFields.tsx';
import { RULE_KINDS, type RuleResource } from './ruleKinds.ts';

const parents = (resource: RuleResource) => [{ label: 'app.menu.areas.flight_admin' }, { label: RULE_KINDS[resource].title, to: listPath(resource) }];

export function RuleCreate({ resource }: { resource: RuleResource }) {
  const translate = useTranslate();
  const kind = RULE_KINDS[resource];
  const validate = ruleValidators(kind).create;
  return (
    <>
      <Breadcrumbs items={[...parents(resource), { label: kind.createTitle }]} />
      <DocumentTitle title={translate(kind.createTitle)} />
      <Create resource={resource} title={kind.createTitle} transform={(values: Values) => ruleFormBody(kind, values)} redirect={listPath(resource)}>
        <SimpleForm defaultValues={RULE_DEFAULTS} validate={validate} noValidate>
          <FormServerError />
          <RuleFields kind={kind} />
        </SimpleForm>
      </Create>
    </>
  );
}

export function RuleEdit({ resource }: { resource: RuleResource }) {
  const { id = '' } = useParams();
  const kind = RULE_KINDS[resource];
  const dataProvider = useDataProvider<AppDataProvider>();
  const canDelete = useCan(resource, 'delete');
  const validate = ruleValidators(kind).update;
  return (
    <>
      <RecordBreadcrumbs<PriceRuleRecord> resource={resource} id={id} parents={parents(resource)} name={(rule) => rule.name} />
      <Edit resource={resource} id={id} mutationMode="pessimistic" redirect={listPath(resource)} actions={false} transform={(values: Values) => ruleFormBody(kind, values)}>
        <SimpleForm
          validate={validate}
          noValidate
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <HistoryButton queryKey={[kind.history, id]} load={() => dataProvider.history(kind.history, id)} />
                {canDelete && <DeleteButton mutationMode="pessimistic" redirect={listPath(resource)} />}
              </Box>
            </Toolbar>
          }
        >
          <FormServerError />
          <RuleFields kind={kind} />
        </SimpleForm>
      </Edit>
    </>
  );
}

export const PriceRuleCreate = () => <RuleCreate resource="flight-price-rules" />;
export const PriceRuleEdit = () => <RuleEdit resource="flight-price-rules" />;
export const PromotionCreate = () => <RuleCreate resource="promotion-price-rules" />;
export const PromotionEdit = () => <RuleEdit resource="promotion-price-rules" />;

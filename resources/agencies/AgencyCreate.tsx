/**
 * /agencias/create: a new agency below a parent the user may create under (canCreateAgencyUnder);
 * its level follows from the parent. The server validates too (field errors under the fields);
 * a picked logo is uploaded once the agency exists, then the agency's page opens.
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Create, SimpleForm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { DEFAULT_CURRENCY_ID } from '../../domain/currencies.ts';
import { canCreateAgencyUnder } from '../../domain/networkRules.ts';
import type { AgencyRecord } from '../../domain/records/network.ts';
import type { AgencyLevel } from '../../domain/roles.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { useActor } from '../common/useActor.ts';
import { listPath, recordPath } from '../paths.ts';
import { agencyBody, agencyValidator } from './agencyBody.ts';
import { AgencyFields } from './AgencyFields.tsx';
import { LogoInput } from './LogoInput.tsx';

export function AgencyCreate() {
  const actor = useActor();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logo = useRef<File | null>(null);
  // The derived level is only needed by the margin rule, which on create always shows it.
  const level = (): AgencyLevel | undefined => undefined;
  const ownAgency = { id: actor.agency.id, level: actor.agency.level };
  const defaults = {
    parent: canCreateAgencyUnder(actor, ownAgency) ? actor.agency.id : undefined,
    currency: DEFAULT_CURRENCY_ID,
    active: true,
    can_see_daughters: false,
    groups: [],
  };

  const onSuccess = async (agency: AgencyRecord) => {
    if (logo.current) {
      try {
        await dataProvider.uploadAgencyLogo(agency.id, logo.current);
      } catch (error) {
        handleError(error, { prefix: 'app.network.upload_error' });
      }
    }
    notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
    navigate(recordPath('agencies', agency.id));
  };

  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias', to: listPath('agencies') }, { label: 'app.network.agencies.create' }]} />
      <DocumentTitle title={translate('app.network.agencies.create')} />
      <Create<AgencyRecord>
        resource="agencies"
        title="app.network.agencies.create"
        transform={(values) => agencyBody(values, actor, 'create', undefined)}
        mutationOptions={{ onSuccess: (agency) => void onSuccess(agency) }}
      >
        <SimpleForm defaultValues={defaults} validate={agencyValidator(actor, 'create', level)}>
          <FormServerError />
          <AgencyFields mode="create" logo={<LogoInput onPick={(file) => (logo.current = file)} />} />
        </SimpleForm>
      </Create>
    </>
  );
}

export default AgencyCreate;

/**
 * /agencias/create: a new agency below a parent the user may create under (canCreateAgencyUnder);
 * its level follows from the parent. The server validates too: react-admin's Create hands its field
 * errors to the form. A picked logo is uploaded once the agency exists, then the agency's page opens,
 * with the server's refusal of the file under its logo field there (the agency is already saved).
 */
import { useMutation } from '@tanstack/react-query';
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
import { useActor } from '../../src/session/useActor.ts';
import { listPath, recordPath } from '../paths.ts';
import { agencyBody, agencyValidator } from './agencyBody.ts';
import { AgencyFields } from './AgencyFields.tsx';
import { LOGO_REFUSAL, LogoInput, logoRefusal } from './LogoInput.tsx';

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

  const upload = useMutation({ mutationFn: ({ id, file }: { id: number; file: File }) => dataProvider.uploadAgencyLogo(id, file) });

  const onSuccess = (agency: AgencyRecord) => {
    notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
    const openAgency = (state?: Record<string, string>) => navigate(recordPath('agencies', agency.id), { state });
    if (!logo.current) return openAgency();
    upload.mutate(
      { id: agency.id, file: logo.current },
      {
        onSuccess: () => openAgency(),
        onError: (error) => {
          const refusal = logoRefusal(error);
          if (!refusal) handleError(error, { prefix: 'app.network.upload_error' });
          openAgency(refusal ? { [LOGO_REFUSAL]: refusal } : undefined);
        },
      },
    );
  };

  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias', to: listPath('agencies') }, { label: 'app.network.agencies.create' }]} />
      <DocumentTitle title={translate('app.network.agencies.create')} />
      <Create<AgencyRecord>
        resource="agencies"
        title="app.network.agencies.create"
        transform={(values) => agencyBody(values, actor, 'create', undefined)}
        mutationOptions={{ onSuccess }}
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

/** /agencias/operador: the users of the agencies in the caller's subtree, with filters and actions. */
import { Box } from '@mui/material';
import { CreateButton, DataTable, DateField, FilterButton, List, SelectField, TopToolbar, useTranslate } from 'react-admin';
import type { OperatorRecord } from '../../domain/records/network.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { ActiveToggle } from '../common/ActiveToggle.tsx';
import { Breadcrumbs } from '../common/Breadcrumbs.tsx';
import { operatorTypeChoices } from '../common/choices.ts';
import { EditLinkButton } from '../common/EditLinkButton.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../common/useDateLocale.ts';
import { createPath, listPath, rowClickTo } from '../paths.ts';
import { operatorFilters } from './operatorFilters.tsx';
import { SetPasswordButton } from './SetPasswordButton.tsx';

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to={createPath('operators')} />
    </TopToolbar>
  );
}

export function OperatorList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias', to: listPath('agencies') }, { label: 'app.menu.routes.agencias_operador' }]} />
      <DocumentTitle title={translate('app.menu.routes.agencias_operador')} />
      <List
        resource="operators"
        title="app.menu.routes.agencias_operador"
        filters={operatorFilters}
        sort={{ field: 'username', order: 'ASC' }}
        actions={<Actions />}
        empty={<EmptyState resource="operators" message="app.network.operators.empty" />}
      >
        <ResponsiveList<OperatorRecord>
          resource="operators"
          primary={(op) => op.full_name || op.username}
          secondary={(op) => `${op.username} · ${op.agency_name}`}
          tertiary={(op) => translate(`app.operator_types.${op.type}`)}
        >
          <DataTable rowClick={rowClickTo('operators')} bulkActionButtons={false}>
            <DataTable.Col source="username" />
            <DataTable.Col source="last_name" label="resources.operators.fields.full_name" render={(op: OperatorRecord) => op.full_name} />
            <DataTable.Col source="email" />
            <DataTable.Col source="type">
              <SelectField source="type" choices={operatorTypeChoices} />
            </DataTable.Col>
            <DataTable.Col
              source="agency"
              render={(op: OperatorRecord) => `${op.agency_name} (${translate(`app.network.levels_short.${op.agency_level}`)})`}
            />
            <DataTable.Col source="is_active">
              <ActiveToggle source="is_active" />
            </DataTable.Col>
            <DataTable.Col source="last_login">
              <DateField source="last_login" showTime locales={locales} emptyText="-" />
            </DataTable.Col>
            <DataTable.Col label="app.network.actions" disableSort>
              <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
                <EditLinkButton />
                <SetPasswordButton />
              </Box>
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </List>
    </>
  );
}

export default OperatorList;

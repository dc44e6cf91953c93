/** /agencias/operador: the users of the agencies in the caller's subtree, with filters and actions. */
import { DataTable, DateField, SelectField, useTranslate } from 'react-admin';
import type { OperatorRecord } from '../../domain/records/network.ts';
import { ActiveToggle } from '../common/ActiveToggle.tsx';
import { operatorTypeChoices } from '../common/choices.ts';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { listPath, rowClickTo } from '../paths.ts';
import { operatorFilters } from './operatorFilters.tsx';
import { SetPasswordButton } from './SetPasswordButton.tsx';
import { ListPage, RowActions } from '../common/ListPage.tsx';

export function OperatorList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <>
      <ListPage
        resource="operators"
        title="app.menu.routes.agencias_operador"
        crumbs={[{ label: 'app.menu.routes.agencias', to: listPath('agencies') }]}
        filters={operatorFilters}
        sort={{ field: 'username', order: 'ASC' }}
        toolbar={{ filterButton: true, columns: true }}
        emptyMessage="app.network.operators.empty"
      >
        <ResponsiveList<OperatorRecord>
          resource="operators"
          primary={(op) => op.full_name || op.username}
          secondary={(op) => `${op.username} · ${op.agency_name}`}
          tertiary={(op) => translate(`app.operator_types.${op.type}`)}
        >
          <DataTable rowClick={rowClickTo('operators')} bulkActionButtons={false} hiddenColumns={['email', 'last_login']}>
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
              <RowActions>
                <SetPasswordButton />
              </RowActions>
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </ListPage>
    </>
  );
}

export default OperatorList;

/** /admin/outbox: every mail the portal sends, newest first; filter the failures to retry them. */
import { Chip, Typography } from '@mui/material';
import { DataTable, DateField, SearchInput, SelectField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { MAIL_KINDS, OUTBOX_STATUSES, type OutboxRecord } from '../../domain/schemas/outbox.ts';
import { ListPage } from '../common/ListPage.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { RetryButton } from './RetryButton.tsx';

const statusChoices = OUTBOX_STATUSES.map((id) => ({ id, name: `app.outbox.statuses.${id}` }));
const kindChoices = MAIL_KINDS.map((id) => ({ id, name: `app.outbox.kinds.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="app.network.any" label="resources.outbox.fields.status" />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn emptyText="app.network.any" label="resources.outbox.fields.kind" />,
];

// Addresses (several joined by commas) are runs without a space: they break anywhere rather than
// widen the table past the screen.
const ADDRESS_CELL = () => ({ overflowWrap: 'anywhere', minWidth: 120, maxWidth: 180 }) as const;

/** The last error on one line, whole in its tooltip: a stack of words would make every row tall. */
function LastError() {
  const record = useRecordContext<OutboxRecord>();
  if (!record?.last_error) return null;
  return (
    <Typography variant="body2" noWrap title={record.last_error} sx={{ maxWidth: 140 }}>
      {record.last_error}
    </Typography>
  );
}

// Outlined: the text keeps the contrast that white on a coloured chip lacks.
const STATUS_COLORS = { pending: 'default', sent: 'success', failed: 'error' } as const;

function OutboxStatusChip() {
  const record = useRecordContext<OutboxRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[record.status]} label={translate(`app.outbox.statuses.${record.status}`)} />;
}

export function OutboxList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <ListPage
      resource="outbox"
      title="app.menu.routes.admin_outbox"
      crumbs={[{ label: 'app.menu.areas.administration' }]}
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      toolbar={{ columns: true, create: false }}
      emptyMessage="app.outbox.empty"
    >
      <ResponsiveList<OutboxRecord>
        resource="outbox"
        primary={(mail) => `${mail.to} · ${mail.subject}`}
        secondary={(mail) => `${translate(`app.outbox.statuses.${mail.status}`)} · ${mail.last_error}`}
      >
        {/* The details a failure rarely needs are behind Columns: the table fits 1366 px beside the side menu. */}
        <DataTable rowClick={false} bulkActionButtons={false} hiddenColumns={['id', 'attempts', 'next_attempt_at', 'sent_at']}>
          <DataTable.Col source="id" />
          <DataTable.Col source="created_at">
            <DateField source="created_at" showTime locales={locales} />
          </DataTable.Col>
          <DataTable.Col source="to" cellSx={ADDRESS_CELL} />
          <DataTable.Col source="subject" disableSort sx={{ minWidth: 128 }} />
          <DataTable.Col source="kind">
            <SelectField source="kind" choices={kindChoices} />
          </DataTable.Col>
          <DataTable.Col source="status">
            <OutboxStatusChip />
          </DataTable.Col>
          <DataTable.Col source="attempts" />
          <DataTable.Col source="next_attempt_at">
            <DateField source="next_attempt_at" showTime locales={locales} emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="sent_at">
            <DateField source="sent_at" showTime locales={locales} emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="last_error" disableSort>
            <LastError />
          </DataTable.Col>
          <DataTable.Col label="app.outbox.retry" disableSort>
            <RetryButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default OutboxList;

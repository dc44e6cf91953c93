/** /admin/release-notes: the versions, newest first, for those who write them. */
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import { BulkDeleteButton, Button, DataTable, DateField, SearchInput } from 'react-admin';
import type { ReleaseNoteRecord } from '../../domain/records/network.ts';
import { WHATS_NEW_PATH } from '../../domain/menu.ts';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { rowClickTo } from '../paths.ts';
import { ListPage, RowActions } from '../common/ListPage.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function NoteList() {
  const locales = useDateLocale();
  return (
    <>
      <ListPage
        resource="release-notes"
        title="app.menu.routes.admin_release_notes"
        crumbs={[{ label: 'app.menu.areas.administration' }]}
        filters={filters}
        // No ordering parameter: the server answers newest version first.
        sort={{ field: '', order: 'ASC' }}
        toolbar={{
          extra: (
            <Button component={Link} to={WHATS_NEW_PATH} label="app.network.release_notes.whats_new">
              <VisibilityIcon />
            </Button>
          ),
        }}
        emptyMessage="app.network.release_notes.empty"
      >
        <ResponsiveList<ReleaseNoteRecord>
          resource="release-notes"
          primary={(note) => `${note.version} · ${note.title}`}
          secondary={(note) => `${note.date} · ${note.author}`}
        >
          <DataTable rowClick={rowClickTo('release-notes')} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
            <DataTable.Col source="version" disableSort />
            <DataTable.Col source="title" disableSort />
            <DataTable.Col source="date" disableSort>
              <DateField source="date" locales={locales} />
            </DataTable.Col>
            <DataTable.Col source="author" disableSort />
            <DataTable.Col source="changes" disableSort render={(note: ReleaseNoteRecord) => note.changes.length} />
            <DataTable.Col label="app.network.actions" disableSort>
              <RowActions />
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </ListPage>
    </>
  );
}

export default NoteList;

/** /admin/release-notes: the versions, newest first, for those who write them. */
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box } from '@mui/material';
import { Link } from 'react-router-dom';
import { BulkDeleteButton, Button, CreateButton, DataTable, DateField, DeleteButton, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import type { ReleaseNoteRecord } from '../../domain/records/network.ts';
import { WHATS_NEW_PATH } from '../../domain/menu.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { Breadcrumbs } from '../common/Breadcrumbs.tsx';
import { EditLinkButton } from '../common/EditLinkButton.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../common/useDateLocale.ts';
import { createPath, rowClickTo } from '../paths.ts';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function NoteList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.administration' }, { label: 'app.menu.routes.admin_release_notes' }]} />
      <DocumentTitle title={translate('app.menu.routes.admin_release_notes')} />
      <List
        resource="release-notes"
        title="app.menu.routes.admin_release_notes"
        filters={filters}
        // No ordering parameter: the server answers newest version first.
        sort={{ field: '', order: 'ASC' }}
        actions={
          <TopToolbar>
            <Button component={Link} to={WHATS_NEW_PATH} label="app.network.release_notes.whats_new">
              <VisibilityIcon />
            </Button>
            <CreateButton to={createPath('release-notes')} />
          </TopToolbar>
        }
        empty={<EmptyState resource="release-notes" message="app.network.release_notes.empty" />}
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
              <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
                <EditLinkButton />
                <DeleteButton mutationMode="pessimistic" redirect={false} />
              </Box>
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </List>
    </>
  );
}

export default NoteList;

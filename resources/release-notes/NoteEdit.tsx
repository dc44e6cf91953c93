/** /admin/release-notes/:id */
import { useParams } from 'react-router-dom';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ReleaseNoteRecord } from '../../domain/records/network.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { listPath } from '../paths.ts';
import { noteBody, validateNoteUpdate } from './noteBody.ts';
import { NoteFields } from './NoteFields.tsx';

export function NoteEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordBreadcrumbs<ReleaseNoteRecord>
        resource="release-notes"
        id={id}
        parents={[{ label: 'app.menu.routes.admin_release_notes', to: listPath('release-notes') }]}
        name={(note) => `${note.version} · ${note.title}`}
      />
      <Edit resource="release-notes" id={id} mutationMode="pessimistic" redirect={listPath('release-notes')} actions={false} transform={noteBody}>
        <SimpleForm
          validate={validateNoteUpdate}
         
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" redirect={listPath('release-notes')} />
            </Toolbar>
          }
        >
          <FormServerError />
          <NoteFields />
        </SimpleForm>
      </Edit>
    </>
  );
}

export default NoteEdit;

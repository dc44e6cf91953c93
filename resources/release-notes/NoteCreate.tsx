/** /admin/release-notes/create */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { listPath } from '../paths.ts';
import { noteBody, validateNoteCreate } from './noteBody.ts';
import { NoteFields } from './NoteFields.tsx';

export function NoteCreate() {
  const translate = useTranslate();
  const actor = useActor();
  const defaults = { date: new Date().toISOString().slice(0, 10), author: actor.full_name || actor.username, changes: [{ type: 'feature', text: '' }], breaking_changes: [] };
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.admin_release_notes', to: listPath('release-notes') }, { label: 'app.network.release_notes.create' }]} />
      <DocumentTitle title={translate('app.network.release_notes.create')} />
      <Create resource="release-notes" title="app.network.release_notes.create" transform={noteBody} redirect={listPath('release-notes')}>
        <SimpleForm defaultValues={defaults} validate={validateNoteCreate}>
          <FormServerError />
          <NoteFields />
        </SimpleForm>
      </Create>
    </>
  );
}

export default NoteCreate;

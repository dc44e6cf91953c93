/** Release notes: the admin pages (/admin/release-notes) and what's new for everybody (/novedades). */
import { lazy } from 'react';

export const releaseNotes = {
  name: 'release-notes',
  recordRepresentation: 'version',
  list: lazy(() => import('./NoteList.tsx')),
  edit: lazy(() => import('./NoteEdit.tsx')),
  create: lazy(() => import('./NoteCreate.tsx')),
  whatsNew: lazy(() => import('./WhatsNew.tsx')),
} as const;

/**
 * /novedades, for every signed-in user: the release notes, newest version first, each with its
 * date, author and description, its changes grouped by type with coloured chips and its breaking
 * changes highlighted.
 */
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import { Alert, AlertTitle, Box, Card, CardContent, Chip, List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { ReleaseNoteRecord } from '../../domain/records/network.ts';
import { CHANGE_TYPES } from '../../domain/schemas/notices.ts';
import { PageTitle } from '../../src/components/PageTitle.tsx';
import { PageLoader } from '../../src/components/PageLoader.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';

const PER_PAGE = 10;
/** No ordering parameter: the server answers newest version first. */
const SERVER_ORDER = { field: '', order: 'ASC' as const };
const CHIP_COLORS = { feature: 'success', improvement: 'info', bugfix: 'warning' } as const;

function formatDate(date: string, locale: string): string {
  const parsed = new Date(`${date}T00:00:00`);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function ReleaseNoteCard({ note }: { note: ReleaseNoteRecord }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  return (
    <Card variant="outlined" component="article" aria-labelledby={`release-${note.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }} useFlexGap>
          <Chip color="primary" label={`v${note.version}`} />
          <Typography id={`release-${note.id}`} variant="h6" component="h2">
            {note.title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.network.release_notes.published', { date: formatDate(note.date, locale), author: note.author })}
        </Typography>
        {note.description && <Typography sx={{ mb: 1, whiteSpace: 'pre-line' }}>{note.description}</Typography>}
        {note.breaking_changes.length > 0 && (
          <Alert severity="error" variant="outlined" sx={{ my: 1 }}>
            <AlertTitle>{translate('resources.release-notes.fields.breaking_changes')}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {note.breaking_changes.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          </Alert>
        )}
        {CHANGE_TYPES.map((type) => {
          const changes = note.changes.filter((change) => change.type === type);
          if (changes.length === 0) return null;
          return (
            <Box key={type} sx={{ mt: 1 }}>
              <Chip size="small" color={CHIP_COLORS[type]} label={translate(`app.network.change_types.${type}`, { smart_count: changes.length })} />
              <List dense disablePadding>
                {changes.map((change) => (
                  <ListItem key={`${type}-${change.text}`} disableGutters sx={{ pl: 1 }}>
                    <ListItemText primary={change.text} secondary={change.details || undefined} />
                  </ListItem>
                ))}
              </List>
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}

export function WhatsNew() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data = [], total = 0, isPending, error } = useGetList<ReleaseNoteRecord>('release-notes', { pagination: { page, perPage: PER_PAGE }, sort: SERVER_ORDER });
  const pages = Math.ceil(total / PER_PAGE);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageTitle title={translate('app.network.release_notes.whats_new')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.network.release_notes.intro')}
      </Typography>
      {isPending && <PageLoader />}
      {error && <Alert severity="error">{translate('app.network.load_error')}</Alert>}
      {!isPending && !error && data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <NewReleasesIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
          <Typography>{translate('app.network.release_notes.empty')}</Typography>
        </Box>
      )}
      <Stack spacing={2}>
        {data.map((note) => (
          <ReleaseNoteCard key={note.id} note={note} />
        ))}
      </Stack>
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, next) => setPage(next)} />}
    </Box>
  );
}

export default WhatsNew;

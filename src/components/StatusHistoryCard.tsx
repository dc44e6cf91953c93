/**
 * A record's status history as staff read it (evidences, house requests): each change with its
 * status, who made it, when, and the comment or cause given.
 */
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { formatInstant } from './flights/format.ts';

export interface StatusHistoryEntry {
  id: number;
  /** The status, already in the reader's language. */
  status: string;
  user_name: string | null;
  created: string;
  note: string | null;
}

export function StatusHistoryCard({ title, entries }: { title: string; entries: readonly StatusHistoryEntry[] }) {
  const [language] = useLocaleState();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        <List dense disablePadding>
          {entries.map((h) => (
            <ListItem key={h.id} disableGutters>
              <ListItemText
                primary={`${h.status} · ${h.user_name ?? '-'}`}
                secondary={h.note ? `${formatInstant(h.created, language)} · ${h.note}` : formatInstant(h.created, language)}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/**
 * A departure's seats in the list: per category capacity / sold / free, and the seats held for
 * agency groups (seats and sold), compact enough for one table cell.
 */
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SubcalendarRecord } from '../../../dataProvider/flightAdminRecords.ts';

export function CategoriesCell(_props: { label?: string }) {
  const record = useRecordContext<SubcalendarRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.categories.length === 0) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
      {record.categories.map((category) => (
        <li key={category.category}>
          <Tooltip title={translate('app.flightAdmin.subcalendars.seats_tooltip', { capacity: category.capacity, sold: category.sold, held: category.group_reserved, free: category.free })}>
            <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
              <strong>{category.name}</strong> {category.capacity} / {category.sold} / <Box component="span" sx={{ color: category.free > 0 ? 'success.main' : 'error.main', fontWeight: 600 }}>{category.free}</Box>
            </Typography>
          </Tooltip>
        </li>
      ))}
    </Box>
  );
}

export function GroupSeatsCell(_props: { label?: string }) {
  const record = useRecordContext<SubcalendarRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const groups = record.categories.flatMap((category) => category.groups.map((group) => ({ ...group, category: category.name })));
  if (groups.length === 0) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {groups.map((group) => (
        <Chip
          key={`${group.category}-${group.agency_group}`}
          size="small"
          variant="outlined"
          label={translate('app.flightAdmin.subcalendars.group_chip', { group: group.name, category: group.category, seats: group.seats, sold: group.sold })}
        />
      ))}
    </Box>
  );
}

export function TotalsCell(_props: { label?: string }) {
  const record = useRecordContext<SubcalendarRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {record.seats_total_capacity} / {record.seats_total_sales} / <strong>{record.seats_available}</strong>
    </Typography>
  );
}

/**
 * The calendar grid of one hotel: rows are room types, columns the days; each cell shows free/allotment
 * with the mode's tint and icon (the short mode name for screen readers in its label). The grid
 * scrolls inside its own box, so the page never scrolls sideways at 1366×768.
 */
import { Box, ButtonBase, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AvailabilityCell, AvailabilityGrid as Grid, AvailabilityGridRoomType } from '../../domain/records/hotelAvailability.ts';
import { ModeIcon, modeTint } from './modes.tsx';

export interface CellTarget {
  roomType: AvailabilityGridRoomType;
  date: string;
  night: AvailabilityCell | null;
}

const LABEL_WIDTH = 96;
const DAY_MIN_WIDTH = 26;
const weekday = (date: string, locale: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { weekday: 'narrow', timeZone: 'UTC' });
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

export function AvailabilityGrid({ grid, onEdit }: { grid: Grid; onEdit?: (target: CellTarget) => void }) {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  // The name starts with what the cell shows (WCAG 2.5.3 'label in name'), then says it in words.
  const label = (rt: AvailabilityGridRoomType, date: string, n: AvailabilityCell | null) =>
    n
      ? `${n.free}/${n.allotment} · ${translate('app.havail.cell_label', { room_type: rt.code, date, free: n.free, allotment: n.allotment, sold: n.sold, mode: translate(`app.havail.modes.${n.mode}`) })}`
      : `— · ${translate('app.havail.cell_empty_label', { room_type: rt.code, date })}`;
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="region" aria-label={translate('app.havail.grid_caption', { hotel: grid.hotel.name })}>
      {/* A fixed layout shares the width among the days: a 31-day month fits 1366×768 with the menu open. */}
      <Table size="small" sx={{ tableLayout: 'fixed', width: '100%', minWidth: LABEL_WIDTH + grid.dates.length * DAY_MIN_WIDTH, '& td, & th': { px: 0, py: 0.25, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden' } }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{translate('app.havail.grid_caption', { hotel: grid.hotel.name })}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, width: LABEL_WIDTH, pl: '6px !important', textAlign: 'left !important' }}>
              {translate('app.havail.room_type')}
            </TableCell>
            {grid.dates.map((date) => (
              <TableCell key={date} component="th" scope="col" sx={{ bgcolor: isWeekend(date) ? 'action.hover' : undefined }}>
                <Typography variant="caption" component="div" color="text.secondary">
                  {weekday(date, locale)}
                </Typography>
                <Typography variant="body2" component="div">
                  {Number(date.slice(8))}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {grid.room_types.map((rt) => (
            <TableRow key={rt.id}>
              <TableCell component="th" scope="row" title={`${rt.code} · ${rt.name}`} sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, pl: '6px !important', textAlign: 'left !important', textOverflow: 'ellipsis' }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 'bold' }}>
                  {rt.code}
                </Typography>{' '}
                <Typography variant="caption" component="span" color="text.secondary">
                  {rt.name}
                </Typography>
              </TableCell>
              {rt.nights.map((n, i) => {
                const date = grid.dates[i];
                const content = (
                  // free over /allotment, then the mode's icon: narrow enough for 31 columns.
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.15, width: '100%', py: 0.25, fontSize: '0.75rem' }}>
                    {n ? (
                      <>
                        <strong>{n.free}</strong>
                        <span>/{n.allotment}</span>
                        <ModeIcon mode={n.mode} />
                      </>
                    ) : (
                      <span>—</span>
                    )}
                  </Box>
                );
                return (
                  <TableCell key={date} sx={{ bgcolor: modeTint(n?.mode ?? null), borderLeft: 1, borderColor: 'divider' }}>
                    {onEdit ? (
                      <ButtonBase aria-label={label(rt, date, n)} title={label(rt, date, n)} onClick={() => onEdit({ roomType: rt, date, night: n })} sx={{ width: '100%', borderRadius: 0.5, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
                        {content}
                      </ButtonBase>
                    ) : (
                      <Box title={label(rt, date, n)} aria-label={label(rt, date, n)} role="img">
                        {content}
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

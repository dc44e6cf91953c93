/**
 * Queries and bodies of hotel-availability/ (docs/api-hotels.md 'Availability administration'):
 * a hotel's grid, a single night's change, the mass change and the log's filters. Shared by the
 * server (validation) and the staff's pages (the dialog's checks).
 */
import { AVAILABILITY_MODES, daysBetween, MAX_ALLOTMENT, MAX_GRID_DAYS, MAX_RANGE_DAYS } from '../services/hotelAvailability.ts';
import { z } from '../validation.ts';
import { id, idIn, isoDate, listQuery } from './common.ts';
import { int, search } from './flightAdmin.ts';

const mode = z.enum(AVAILABILITY_MODES);
const allotment = int(0, MAX_ALLOTMENT);

/** `end` not before `start` and the range at most `max` days (both ends included). */
const range =
  (max: number) =>
  (body: { start?: string; end?: string }, ctx: z.RefinementCtx): void => {
    if (!body.start || !body.end) return;
    if (body.end < body.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.date_order' });
    else if (daysBetween(body.start, body.end) > max) ctx.addIssue({ code: 'custom', path: ['end'], message: 'hotel_availability.range_too_long', params: { max } });
  };

/** A change sets the allotment, the mode or both. */
const somethingToChange = (body: { allotment?: number; mode?: string }, ctx: z.RefinementCtx): void => {
  if (body.allotment === undefined && body.mode === undefined) ctx.addIssue({ code: 'custom', path: ['allotment'], message: 'hotel_availability.nothing_to_change' });
};

/** GET grid/{hotel}/: a hotel's nights from start to end (default: start plus one day, as the bulk change). */
export const gridParams = z.object({ hotel: id });
export const gridQuery = z.object({ start: isoDate, end: isoDate.optional() }).superRefine(range(MAX_GRID_DAYS));

/** PUT cell/: one room type's night. */
export const cellBody = z.strictObject({ room_type: id, date: isoDate, allotment: allotment.optional(), mode: mode.optional() }).superRefine(somethingToChange);

/** POST mass-change/: several room types of one hotel over a date range (spec §3 bulk availability). */
export const massChangeBody = z
  .strictObject({
    hotel: id,
    start: isoDate,
    end: isoDate.optional(),
    room_types: z.array(id).min(1).max(100),
    allotment: allotment.optional(),
    mode: mode.optional(),
  })
  .superRefine(range(MAX_RANGE_DAYS))
  .superRefine(somethingToChange);

export const LOG_ACTIONS = ['cell', 'mass_change'] as const;

/** GET logs/ and logs/export/: `date_from`/`date_to` are the days the changes were made. */
export const logListQuery = listQuery
  .extend({
    hotel: id.optional(),
    user: id.optional(),
    room_type: id.optional(),
    action: z.enum(LOG_ACTIONS).optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    id__in: idIn.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.date_from && q.date_to && q.date_from > q.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.date_order' });
  });

/** The pickers of the pages: own hotels, their room types, the users found in the log. */
export const hotelChoiceQuery = listQuery.extend({ search, id__in: idIn.optional() });
export const roomTypeChoiceQuery = listQuery.extend({ hotel: id.optional(), id__in: idIn.optional() });
export const userChoiceQuery = listQuery.extend({ search, id__in: idIn.optional() });

export type GridQuery = z.infer<typeof gridQuery>;
export type CellBody = z.infer<typeof cellBody>;
export type MassChangeBody = z.infer<typeof massChangeBody>;
export type LogListQuery = z.infer<typeof logListQuery>;

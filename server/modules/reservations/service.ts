/**
 * The flight reservation list (a DRF page plus totals paid and unpaid, cached per scope for a few
 * seconds), status changes checked against the transitions of domain/reservations/statuses.ts,
 * and the provider's confirmation code.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { canChangeStatus } from '../../../domain/reservations/rules.ts';
import {
  ACCOUNTING_TRANSITIONS,
  canTransition,
  COMMERCIAL_TRANSITIONS,
  COORDINATOR_TRANSITIONS,
  PROVIDER_TRANSITIONS,
} from '../../../domain/reservations/statuses.ts';
import type { ReservationListQuery, StatusChangeBody, StatusField } from '../../../domain/schemas/flightBooking.ts';
import { STATUS_FIELDS } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { agencyScope, scopeKey } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { invalidTransition } from '../flightBooking/common.ts';
import { reservationCache, reservationsChanged } from './cache.ts';
import { getReservationDetail } from './detail.ts';
import { addHistory } from './history.ts';
import { matchingReservations, reservationOrdering, reservationRows, seesNet, toListRecords, type ReservationFilters } from './query.ts';

type Db = Kysely<Database>;

export interface Summary {
  count: number;
  paid: string;
  unpaid: string;
}

/** Count and totals of a filter: paid = commercial status paid; unpaid = non-paid and partial-paid. */
export async function summarize(db: Db, actor: AuthActor, f: ReservationFilters): Promise<Summary> {
  const row = await matchingReservations(db, actor, f)
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(r.total) filter (where r.commercial_status = 'paid'), 0)::numeric(14,2)::text`.as('paid'),
      sql<string>`coalesce(sum(r.total) filter (where r.commercial_status in ('non-paid', 'partial-paid')), 0)::numeric(14,2)::text`.as('unpaid'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), paid: row.paid, unpaid: row.unpaid };
}

function filtersOf(q: ReservationListQuery): ReservationFilters {
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q;
  return filters;
}

/** The page as JSON text, with `totals`; the text is what the cache keeps. */
export function listReservationsJson(db: Db, request: FastifyRequest, actor: AuthActor, q: ReservationListQuery): Promise<string> {
  const cache = reservationCache(db);
  const scope = `${scopeKey(actor)}|${seesNet(actor) ? 'net' : ''}`;
  const filters = filtersOf(q);
  const filterKey = JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
  return cache.wrap(`page|${scope}|${request.lang}|${request.url}`, async () => {
    const summary = cache.wrap(`summary|${scope}|${filterKey}`, () => summarize(db, actor, filters));
    // The page's ids first, then their columns: the rows OFFSET skips are read from the index and
    // the reservation only, never given names, legs and notes.
    const page = await paginate(db, request, matchingReservations(db, actor, filters).select('r.id'), q, reservationOrdering, (row) => row.id, {
      count: async () => (await summary).count,
    });
    const rows = page.results.length === 0 ? [] : await reservationRows(db, actor, {}).where('r.id', 'in', page.results).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const results = await toListRecords(
      db,
      actor,
      page.results.flatMap((id) => byId.get(id) ?? []),
    );
    const { paid, unpaid } = await summary;
    return JSON.stringify({ ...page, results, totals: { paid, unpaid, currency: q.currency } });
  });
}

const TRANSITIONS = {
  commercial_status: COMMERCIAL_TRANSITIONS,
  accounting_status: ACCOUNTING_TRANSITIONS,
  provider_status: PROVIDER_TRANSITIONS,
  coordinator_status: COORDINATOR_TRANSITIONS,
} as const;

async function currentOf(db: Db, actor: AuthActor, id: number) {
  const row = await db
    .selectFrom('reservations as r')
    .select(['r.id', 'r.status', 'r.commercial_status', 'r.accounting_status', 'r.provider_status', 'r.coordinator_status', 'r.provider_confirmation_code'])
    .where('r.id', '=', id)
    .where(agencyScope(actor, 'r.agency_id'))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * PATCH reservations/{id}/status/. A commercial cancellation is the cancel action's (it returns
 * the seats and applies the policy), so it is not a transition here.
 */
export async function changeStatus(db: Db, actor: AuthActor, id: number, body: StatusChangeBody, lang: 'es' | 'en'): Promise<ReservationDetailRecord> {
  const current = await currentOf(db, actor, id);
  const field = STATUS_FIELDS.find((f) => body[f] !== undefined) as StatusField;
  const to = body[field] as string;
  if (!canChangeStatus(actor, field)) throw forbidden();
  const from = current[field];
  const transitions: Readonly<Partial<Record<string, readonly string[]>>> = TRANSITIONS[field];
  const commercialCancel = field === 'commercial_status' && to === 'cancelled';
  if (commercialCancel || !canTransition(transitions, from, to)) throw invalidTransition(from, to);
  // Guarded by the status read: of two concurrent changes from the same status one wins.
  const res = await db
    .updateTable('reservations')
    .set({ [field]: to, updated_at: new Date() })
    .where('id', '=', id)
    .where(field, '=', from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw invalidTransition(from, to);
  await addHistory(db, id, actor.id, field, { [field]: from }, { [field]: to });
  await reservationsChanged(db);
  return getReservationDetail(db, actor, id, lang);
}

/** PATCH reservations/{id}/provider-confirmation/ (rule canChangeProviderConfirmation). */
export async function changeProviderConfirmation(db: Db, actor: AuthActor, id: number, code: string, lang: 'es' | 'en'): Promise<ReservationDetailRecord> {
  const current = await currentOf(db, actor, id);
  await db.updateTable('reservations').set({ provider_confirmation_code: code, updated_at: new Date() }).where('id', '=', id).execute();
  await addHistory(db, id, actor.id, 'provider_confirmation', { provider_confirmation_code: current.provider_confirmation_code }, { provider_confirmation_code: code });
  await reservationsChanged(db);
  return getReservationDetail(db, actor, id, lang);
}


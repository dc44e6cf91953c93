/**
 * The flight reservation list (a DRF page plus totals paid and unpaid, cached per scope for a few
 * seconds), status changes checked against domain/reservations/statusChanges.ts (the list the
 * detail sends as `next_statuses`), and the provider's confirmation code. Each write commits with
 * its history row.
 */
import { sql, type Kysely } from 'kysely';
import type { ReservationDetailRecord, ReservationStatusRecord } from '../../../domain/records/flightReservations.ts';
import { canChangeStatus } from '../../../domain/reservations/rules.ts';
import { allNextStatuses, nextStatuses } from '../../../domain/reservations/statusChanges.ts';
import type { ReservationListQuery, StatusChangeBody, StatusField } from '../../../domain/schemas/flightBooking.ts';
import { STATUS_FIELDS } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { orderedPage, pageHead, pageJson } from '../../http/pagination.ts';
import { agencyScope, scopeAgencyIds, scopeKey, seesFewAgencies } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { inTransaction, invalidTransition } from '../flightBooking/common.ts';
import { reservationCache, reservationsChanged } from './cache.ts';
import { getReservationDetail } from './detail.ts';
import { addHistory } from './history.ts';
import { summaryOf, summaryQuery } from './summary.ts';
import { matchingReservations, pageResultsJson, reservationOrdering, seesNet, type ReservationFilters } from './query.ts';

type Db = Kysely<Database>;

function filtersOf(q: ReservationListQuery): ReservationFilters {
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q;
  return filters;
}

/**
 * The page as JSON text, with `totals`; the text is what the cache keeps. Two statements: the count
 * and totals (summary.ts) with the page's ids, then the page's records as JSON written by the
 * database (query.ts `pageResultsJson`). A second- or third-level agency's few agencies are read
 * first, so the page's ids are planned for them (http/scope.ts scopeAgencyIds): a third statement
 * that cost less than the sort it saved.
 */
export function listReservationsJson(ctx: ServiceContext, url: string, q: ReservationListQuery): Promise<string> {
  const { db, actor } = ctx;
  const scope = `${scopeKey(actor)}|${seesNet(actor) ? 'net' : ''}`;
  const filters = filtersOf(q);
  return reservationCache(db).wrap(`page|${scope}|${ctx.lang}|${url}`, async () => {
    // The rows OFFSET skips are read from the index and the reservation only, never given names, legs and notes.
    const agencies = seesFewAgencies(actor) ? await scopeAgencyIds(db, actor) : undefined;
    const ids = orderedPage(matchingReservations(db, actor, filters, agencies).select('r.id'), q, reservationOrdering);
    const row = await summaryQuery(db, actor, filters, agencies)
      .select(sql<number[]>`array(${ids})`.as('ids'))
      .executeTakeFirstOrThrow();
    const { count, paid, unpaid } = summaryOf(row);
    const page = pageHead({ url }, q, count, row.ids.length);
    return pageJson(page, await pageResultsJson(db, actor, row.ids, ctx.lang), { totals: { paid, unpaid, currency: q.currency } });
  });
}

async function currentOf(db: Db, actor: AuthActor, id: number, lock = false) {
  let q = db
    .selectFrom('reservations as r')
    .select(['r.id', 'r.locator', 'r.service_type', 'r.status', 'r.commercial_status', 'r.accounting_status', 'r.provider_status', 'r.coordinator_status', 'r.provider_confirmation_code'])
    .where('r.id', '=', id)
    .where(agencyScope(actor, 'r.agency_id'));
  if (lock) q = q.forUpdate('r');
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * PATCH reservations/{id}/status/: only to a status of nextStatuses for the reservation's service
 * (403 when the field is not the actor's, 409 otherwise). The change and its history row commit
 * together. A flight answers its detail; another service (the hotel page's accounting and provider
 * statuses) its statuses and what may follow them.
 */
export async function changeStatus(ctx: ServiceContext, id: number, body: StatusChangeBody): Promise<ReservationDetailRecord | ReservationStatusRecord> {
  const { actor } = ctx;
  await currentOf(ctx.db, actor, id); // 404 before 403: another tenant's reservation does not exist
  const field = STATUS_FIELDS.find((f) => body[f] !== undefined) as StatusField;
  const to = body[field] as string;
  if (!canChangeStatus(actor, field)) throw forbidden();
  const after = await inTransaction(ctx.db, async (trx) => {
    // Locked: of two concurrent changes from the same status one wins, the other sees the new one.
    const current = await currentOf(trx, actor, id, true);
    const from = current[field];
    if (!nextStatuses(actor, field, from, current.service_type).includes(to)) throw invalidTransition(from, to);
    await trx.updateTable('reservations').set({ [field]: to, updated_at: new Date() }).where('id', '=', id).execute();
    await addHistory(trx, id, actor.id, field, { [field]: from }, { [field]: to });
    return { ...current, [field]: to };
  });
  await reservationsChanged(ctx.db);
  if (after.service_type === 'flights') return getReservationDetail(ctx, id);
  const { provider_confirmation_code: _code, ...statuses } = after;
  return { ...statuses, next_statuses: allNextStatuses(actor, after, after.service_type) };
}

/** PATCH reservations/{id}/provider-confirmation/ (rule canChangeProviderConfirmation), with its history row. */
export async function changeProviderConfirmation(ctx: ServiceContext, id: number, code: string): Promise<ReservationDetailRecord> {
  await inTransaction(ctx.db, async (trx) => {
    const current = await currentOf(trx, ctx.actor, id, true);
    await trx.updateTable('reservations').set({ provider_confirmation_code: code, updated_at: new Date() }).where('id', '=', id).execute();
    await addHistory(trx, id, ctx.actor.id, 'provider_confirmation', { provider_confirmation_code: current.provider_confirmation_code }, { provider_confirmation_code: code });
  });
  await reservationsChanged(ctx.db);
  return getReservationDetail(ctx, id);
}

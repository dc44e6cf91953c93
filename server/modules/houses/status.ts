/**
 * PATCH houses/requests/{id}/status/: the request moves along spec §4 (domain/houses/statuses.ts
 * says who may set what). The status moves by a guarded update (`where status = <the status
 * read>`), so of two racing changes the second is refused with 409. A confirmation takes the
 * house's nights: the house row is locked first, so two confirmations of overlapping stays are
 * decided one after the other and the second finds the first (409 not_available).
 * The change, its history row, the agency's alert and its e-mail (outbox) commit together, in the
 * language the request was made in.
 */
import type { Transaction } from 'kysely';
import { currencyById } from '../../../domain/currencies.ts';
import { canMoveHouseRequest, canSetHouseRequestStatus, nextHouseRequestStatuses, type HouseRequestStatus } from '../../../domain/houses/statuses.ts';
import { translate } from '../../../domain/i18n.ts';
import type { HouseRequestDetailRecord } from '../../../domain/records/houses.ts';
import type { HouseRequestStatusBody } from '../../../domain/schemas/houses.ts';
import { isAvailable, type HouseRoom } from '../../../domain/services/houses.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { notifyAgency } from '../alerts/agencyNotice.ts';
import { heldStays } from './pricing.ts';
import { findRequest, getRequest, notAvailable, type RequestRow } from './requests.ts';

type Tx = Transaction<Database>;

export const HOUSE_REQUEST_MAIL_KIND = 'house_request';

const statusConflict = (ctx: ServiceContext, status: string, next: string) =>
  new ApiError(409, { key: 'houses.status_conflict', params: { status: ctx.t(`houses.statuses.${status}`), next: ctx.t(`houses.statuses.${next}`) } }, 'invalid_status_transition');

/** The confirmation's check, under the house's row lock: nothing confirmed meanwhile holds these nights. */
async function assertStillFree(tx: Tx, row: RequestRow): Promise<void> {
  await tx.selectFrom('houses').select('id').where('id', '=', row.house_id).forUpdate().executeTakeFirst();
  const rooms = (await tx.selectFrom('house_rooms').select(['id', 'name', 'capacity']).where('house_id', '=', row.house_id).execute()) as HouseRoom[];
  const held = (await heldStays(tx, [row.house_id], row.checkin, row.checkout, row.id)).get(row.house_id) ?? [];
  const asked = ((row.rooms ?? []) as { id: number }[]).map((r) => r.id);
  if (!isAvailable(rooms, held, { checkin: row.checkin, checkout: row.checkout, type: row.full_house ? 'full_house' : 'private_room', rooms: asked })) throw notAvailable();
}

/** The agency's alert (top bar) and e-mail, in the request's language (alerts/agencyNotice.ts). */
function notifyRequestAgency(tx: Tx, ctx: ServiceContext, row: RequestRow, status: HouseRequestStatus, comment: string): Promise<void> {
  return notifyAgency(tx, {
    agencyId: row.agency_id,
    level: status === 'confirmed' || status === 'processed' ? 'success' : status === 'cancelled' ? 'warning' : 'danger',
    language: row.language,
    keys: 'houses',
    params: (lang) => ({
      id: row.id,
      house: row.house_name,
      customer: row.customer_name,
      checkin: row.checkin,
      checkout: row.checkout,
      status: translate(lang, `houses.statuses.${status}`),
      guests: ((row.guests ?? []) as unknown[]).length,
      price: Number(row.price).toFixed(2),
      currency: currencyById(row.currency_id)?.abbreviation ?? '',
      comment: comment ? translate(lang, 'houses.comment_suffix', { comment }) : '',
    }),
    to: row.operator_email || row.agency_email,
    mailKind: HOUSE_REQUEST_MAIL_KIND,
    createdBy: ctx.actor.id,
  });
}

export async function changeRequestStatus(ctx: ServiceContext, id: number, body: HouseRequestStatusBody): Promise<HouseRequestDetailRecord> {
  const current = await findRequest(ctx.db, ctx.actor, id);
  const from = current.status as HouseRequestStatus;
  if (!canSetHouseRequestStatus(ctx.actor, body.status)) throw forbidden();
  if (!canMoveHouseRequest(from, body.status) || !nextHouseRequestStatuses(ctx.actor, from).includes(body.status)) throw statusConflict(ctx, from, body.status);
  const comment = body.comment ?? '';
  await ctx.db.transaction().execute(async (tx) => {
    if (body.status === 'confirmed') await assertStillFree(tx, current);
    const moved = await tx.updateTable('house_requests').set({ status: body.status, updated_at: new Date() }).where('id', '=', id).where('status', '=', from).returning('id').executeTakeFirst();
    if (!moved) {
      const now = await tx.selectFrom('house_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      throw statusConflict(ctx, now.status, body.status);
    }
    await tx.insertInto('house_request_history').values({ request_id: id, status: body.status, comment, user_id: ctx.actor.id }).execute();
    await notifyRequestAgency(tx, ctx, current, body.status, comment);
  });
  return getRequest(ctx, id);
}

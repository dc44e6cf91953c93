/**
 * House requests (spec §3 House booking, docs/api-houses.md 'Requests'): an agency user asks for a
 * stay; the request is priced through domain/services/houses.ts (the agency's price through its
 * markup chain, the net kept as `calculated_price`), refused when a confirmed request already holds
 * what it asks, and written with its first history row in one transaction. `Idempotency-Key`: a
 * repeat answers the first request and writes nothing. Lists and details stay in the tenant scope.
 */
import { sql, type Kysely } from 'kysely';
import { localizedPolicies, type PolicySnapshot } from '../../../domain/catalogNames.ts';
import { nextHouseRequestStatuses, type HouseRequestStatus } from '../../../domain/houses/statuses.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { HouseRequestDetailRecord, HouseRequestRecord } from '../../../domain/records/houses.ts';
import type { HouseRequestBody, HouseRequestListQuery } from '../../../domain/schemas/houses.ts';
import { countGuests, houseNights, isAvailable, priceHouseStay, type RentType } from '../../../domain/services/houses.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, fieldError, notFound } from '../../http/errors.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import { agencyScope, seesWholeNetwork } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { requestHash } from '../flightBooking/common.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { keyReused } from '../payments/operations.ts';
import { houseParts, houseRows } from './catalog.ts';
import { heldStays, houseChain, pricingConflict, pricingData, sellAmount } from './pricing.ts';

type Db = Kysely<Database>;

const nameOf = (alias: string) =>
  sql<string>`coalesce(nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), ''), ${sql.ref(`${alias}.username`)})`;
const dayStart = (date: string) => sql<Date>`${date}::date::timestamptz`;

export function requestRows(db: Db, actor: AuthActor) {
  return db
    .selectFrom('house_requests as r')
    .innerJoin('houses as h', 'h.id', 'r.house_id')
    .innerJoin('agencies as g', 'g.id', 'r.agency_id')
    .innerJoin('users as u', 'u.id', 'r.operator_id')
    .where(agencyScope(actor, 'r.agency_id'))
    .selectAll('r')
    .select(['h.name as house_name', 'h.code as house_code', 'h.slug as house_slug', 'g.name as agency_name', nameOf('u').as('operator_name'), 'u.email as operator_email', 'g.email as agency_email']);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

const money = (v: string) => Number(v).toFixed(2);

export function toRequestRecord(r: RequestRow, ctx: Pick<ServiceContext, 'actor' | 'lang'>): HouseRequestRecord {
  return {
    id: r.id,
    house: r.house_id,
    house_name: r.house_name,
    house_code: r.house_code,
    house_slug: r.house_slug,
    agency: r.agency_id,
    agency_name: r.agency_name,
    operator: r.operator_id,
    operator_name: r.operator_name,
    type: r.full_house ? 'full_house' : 'private_room',
    checkin: r.checkin,
    checkout: r.checkout,
    nights: houseNights(r.checkin, r.checkout).length,
    rooms: (r.rooms ?? []) as HouseRequestRecord['rooms'],
    guests: (r.guests ?? []) as HouseRequestRecord['guests'],
    adults: r.adults,
    children: r.children,
    breakfast: r.breakfast,
    supplements: (r.supplements ?? []) as HouseRequestRecord['supplements'],
    customer_name: r.customer_name,
    comments: r.comments,
    price: money(r.price),
    calculated_price: seesWholeNetwork(ctx.actor) ? money(r.calculated_price) : null,
    currency: r.currency_id,
    cancellation_policies: localizedPolicies(ctx.lang, (r.cancellation_policies ?? []) as PolicySnapshot[]),
    status: r.status as HouseRequestStatus,
    created: r.created_at.toISOString(),
    updated: r.updated_at.toISOString(),
  };
}

const ORDERING: OrderingSpec = {
  fields: {
    id: 'r.id',
    created: 'r.created_at',
    checkin: 'r.checkin',
    checkout: 'r.checkout',
    status: 'r.status',
    price: 'r.price',
    house_name: sql`lower(h.name)`,
    agency_name: sql`lower(g.name)`,
    customer_name: sql`lower(r.customer_name)`,
  },
  default: ['-created'],
  tiebreaker: 'r.id',
};

export async function listRequests(ctx: ServiceContext, url: string, q: HouseRequestListQuery) {
  let query = requestRows(ctx.db, ctx.actor);
  if (q.status) query = query.where('r.status', '=', q.status);
  if (q.house !== undefined) query = query.where('r.house_id', '=', q.house);
  if (q.agency !== undefined) query = query.where('r.agency_id', '=', q.agency);
  if (q.checkin_after) query = query.where('r.checkin', '>=', q.checkin_after);
  if (q.checkin_before) query = query.where('r.checkin', '<=', q.checkin_before);
  if (q.created_after) query = query.where('r.created_at', '>=', dayStart(q.created_after));
  if (q.created_before) query = query.where('r.created_at', '<', sql<Date>`${dayStart(q.created_before)} + interval '1 day'`);
  if (q.id__in) query = query.where('r.id', 'in', q.id__in);
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('r.customer_name', 'ilike', p), eb('h.name', 'ilike', p), eb('h.code', 'ilike', p), eb('g.name', 'ilike', p)]));
  }
  return paginate(ctx.db, { url }, query, q, ORDERING, (r) => toRequestRecord(r, ctx));
}

/** One request in the actor's scope, 404 otherwise. */
export async function findRequest(db: Db, actor: AuthActor, id: number): Promise<RequestRow> {
  const row = await requestRows(db, actor).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function getRequest(ctx: ServiceContext, id: number): Promise<HouseRequestDetailRecord> {
  const row = await findRequest(ctx.db, ctx.actor, id);
  const history = await ctx.db
    .selectFrom('house_request_history as x')
    .leftJoin('users as u', 'u.id', 'x.user_id')
    .select(['x.id', 'x.status', 'x.comment', 'x.user_id', nameOf('u').as('user_name'), 'x.created_at'])
    .where('x.request_id', '=', id)
    .orderBy('x.id')
    .execute();
  const record = toRequestRecord(row, ctx);
  return {
    ...record,
    history: history.map((x) => ({ id: x.id, status: x.status as HouseRequestStatus, comment: x.comment, user: x.user_id, user_name: x.user_id === null ? null : x.user_name, created: x.created_at.toISOString() })),
    next_statuses: nextHouseRequestStatuses(ctx.actor, record.status),
  };
}

export const notAvailable = () => new ApiError(409, { key: 'houses.not_available' }, 'not_available');

/** POST houses/requests/: 201 with the new request (or the first answer again for a repeated Idempotency-Key). */
export async function createRequest(ctx: ServiceContext, body: HouseRequestBody, idempotencyKey?: string): Promise<{ created: boolean; record: HouseRequestDetailRecord }> {
  const { db, actor } = ctx;
  const hash = requestHash(body);
  const prior = async () => {
    if (!idempotencyKey) return undefined;
    const row = await db.selectFrom('house_requests').select(['id', 'request_hash']).where('operator_id', '=', actor.id).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    if (row && row.request_hash !== hash) throw keyReused();
    return row ? { created: false, record: await getRequest(ctx, row.id) } : undefined;
  };
  const first = await prior();
  if (first) return first;

  const house = await houseRows(db, ctx.lang).where('h.id', '=', body.house).where('h.active', '=', true).executeTakeFirst();
  if (!house) throw fieldError('house', 'validation.invalid_choice');
  const parts = await houseParts(db, [house.id]);
  const data = pricingData(house, parts);
  const type: RentType = body.type ?? (house.private_rooms ? 'private_room' : 'full_house');
  const ages = body.guests.map((g) => g.age);
  const stay = { checkin: body.checkin, checkout: body.checkout, type, rooms: type === 'full_house' ? [] : (body.rooms ?? []), ages, breakfast: body.breakfast ?? false, supplements: body.supplements ?? [] };
  const priced = priceHouseStay(data, stay);
  if (!priced.ok) throw pricingConflict(priced.error);
  const price = sellAmount(priced.price, await houseChain(ctx));
  if (body.price !== undefined && toMinor(body.price) !== toMinor(price)) throw new ApiError(409, { key: 'houses.price_changed', params: { price } }, 'price_changed');
  const held = (await heldStays(db, [house.id], body.checkin, body.checkout)).get(house.id) ?? [];
  if (!isAvailable(data.rooms, held, stay)) throw notAvailable();

  const rooms = type === 'full_house' ? data.rooms : data.rooms.filter((r) => stay.rooms.includes(r.id));
  const { adults, children } = countGuests(ages);
  let id: number;
  try {
    id = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('house_requests')
        .values({
          house_id: house.id,
          agency_id: actor.agency.id,
          operator_id: actor.id,
          full_house: type === 'full_house',
          checkin: body.checkin,
          checkout: body.checkout,
          rooms: JSON.stringify(rooms.map((r) => ({ id: r.id, name: r.name, capacity: r.capacity }))),
          guests: JSON.stringify(body.guests),
          adults,
          children,
          breakfast: stay.breakfast || data.breakfast === 'included',
          supplements: JSON.stringify(priced.price.supplements.map((s) => ({ id: s.id, name: s.name, mandatory: s.mandatory }))),
          customer_name: body.customer_name,
          comments: body.comments ?? '',
          calculated_price: fromMinor(priced.price.netMinor),
          price,
          currency_id: house.currency_id,
          cancellation_policies: JSON.stringify(house.cancellation_policies ?? []),
          language: ctx.lang,
          idempotency_key: idempotencyKey ?? null,
          request_hash: idempotencyKey ? hash : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('house_request_history').values({ request_id: row.id, status: 'requested', user_id: actor.id }).execute();
      return row.id;
    });
  } catch (err) {
    // The same key sent twice at once: the first one committed, answer it.
    if (idempotencyKey && isUniqueViolation(err, 'house_requests_idempotency_idx')) {
      const again = await prior();
      if (again) return again;
    }
    throw err;
  }
  return { created: true, record: await getRequest(ctx, id) };
}

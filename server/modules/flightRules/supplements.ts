/**
 * Airport supplements (docs/api-flights.md 'Supplements'): what an airport charges per passenger
 * or per checked bag, the luggage types with their supplement, and the calculation for a party.
 */
import type { Kysely } from 'kysely';
import type { PassengerType } from '../../../domain/constants.ts';
import { calculateSupplements, type Supplement, type SupplementKind } from '../../../domain/flights/supplements.ts';
import type { calculateSupplementBody, luggageTypesQuery, supplementListQuery, supplementUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import { checkRefs, entityService, pick } from '../flightAdmin/crud.ts';

type Db = Kysely<Database>;
type In<T extends z.ZodType> = z.infer<T>;

export const supplements = entityService({
  entity: 'airport_supplement',
  table: 'airport_supplements',
  idColumn: 's.id',
  base: (db, lang) =>
    db
      .selectFrom('airport_supplements as s')
      .innerJoin('airports as ap', 'ap.id', 's.airport_id')
      .leftJoin('luggage_categories as l', 'l.id', 's.luggage_category_id')
      .select(['s.id', 's.airport_id', 'ap.iata as airport_iata', 's.luggage_category_id', 's.passenger_type', 's.kind', 's.amount', 's.currency_id', 's.active'])
      .select(nameIn(lang, 'l').as('luggage_category_name')),
  toRecord: (r) => ({
    id: r.id,
    airport: r.airport_id,
    airport_iata: r.airport_iata,
    luggage_category: r.luggage_category_id,
    luggage_category_name: r.luggage_category_name,
    passenger_type: r.passenger_type as PassengerType | null,
    kind: r.kind as SupplementKind,
    amount: r.amount,
    currency: r.currency_id,
    active: r.active,
  }),
  filter: (query, q: In<typeof supplementListQuery>) => {
    let out = query;
    if (q.airport !== undefined) out = out.where('s.airport_id', '=', q.airport);
    if (q.luggage_category !== undefined) out = out.where('s.luggage_category_id', '=', q.luggage_category);
    if (q.passenger_type) out = out.where('s.passenger_type', '=', q.passenger_type);
    if (q.kind) out = out.where('s.kind', '=', q.kind);
    if (q.active !== undefined) out = out.where('s.active', '=', q.active);
    return out;
  },
  ordering: { fields: { id: 's.id', airport_iata: 'ap.iata', kind: 's.kind', amount: 's.amount' }, default: ['airport_iata', 'kind'], tiebreaker: 's.id' },
  columns: async (db, body: In<typeof supplementUpdateBody>, current) => {
    await checkRefs(db, { airport: ['airports', body.airport], luggage_category: ['luggage_categories', body.luggage_category] });
    // The kind decides which of the two narrowing fields may be set, also when a PATCH sends one.
    const kind = body.kind ?? current?.kind;
    const luggage = body.luggage_category !== undefined ? body.luggage_category : (current?.luggage_category ?? null);
    const pax = body.passenger_type !== undefined ? body.passenger_type : (current?.passenger_type ?? null);
    if (kind === 'per_passenger' && luggage !== null) throw fieldError('luggage_category', 'validation.supplement_kind');
    if (kind === 'per_bag' && pax !== null) throw fieldError('passenger_type', 'validation.supplement_kind');
    return pick(body, { airport: 'airport_id', luggage_category: 'luggage_category_id', passenger_type: 'passenger_type', kind: 'kind', amount: 'amount', currency: 'currency_id', active: 'active' });
  },
});

async function airportSupplements(db: Db, airport: number): Promise<Supplement[]> {
  const rows = await db
    .selectFrom('airport_supplements')
    .select(['id', 'kind', 'passenger_type', 'luggage_category_id', 'amount', 'currency_id', 'active'])
    .where('airport_id', '=', airport)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, kind: r.kind as SupplementKind, passenger_type: r.passenger_type as PassengerType | null }));
}

/** Visible luggage categories, each with the airport's per-bag supplement (its own, else the general one). */
export async function luggageTypes({ db, lang }: ServiceContext, url: string, q: In<typeof luggageTypesQuery>) {
  const perBag = q.airport === undefined ? [] : (await airportSupplements(db, q.airport)).filter((s) => s.kind === 'per_bag');
  const query = db.selectFrom('luggage_categories as l').select(['l.id', nameIn(lang, 'l').as('name'), 'l.weight_lbs', 'l.price', 'l.currency_id']).where('l.visible', '=', true);
  return paginate(db, { url }, query, q, { fields: { weight_lbs: 'l.weight_lbs', name: nameIn(lang, 'l') }, default: ['weight_lbs'], tiebreaker: 'l.id' }, (r) => {
    const own = perBag.find((s) => s.luggage_category_id === r.id) ?? perBag.find((s) => s.luggage_category_id === null);
    return { id: r.id, name: r.name, weight_lbs: r.weight_lbs, price: r.price, currency: r.currency_id, supplement: own?.amount ?? null, supplement_currency: own?.currency_id ?? null };
  });
}

export async function calculateSupplement(db: Db, body: In<typeof calculateSupplementBody>) {
  await checkRefs(db, { airport: ['airports', body.airport] });
  return calculateSupplements(await airportSupplements(db, body.airport), {
    passengers: { adult: body.adults, child: body.children ?? 0, infant: body.infants ?? 0 },
    bags: (body.bags ?? []).map((b) => ({ luggage_category_id: b.luggage_category, count: b.count })),
  });
}

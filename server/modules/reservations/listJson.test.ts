/**
 * The reservation list's records are written as JSON by the database (query.ts pageResultsJson):
 * the page must be the very text the records built in JavaScript gave — toListRecord, encoded by the
 * route's schema and serialised — for staff (who see the net) and agency users, in both languages,
 * with sellers, notes, a cancellation's penalty, round trips and one-way trips, and a user whose
 * name is empty (the username stands in).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { levelFromRank } from '../../../domain/roles.ts';
import { reservationListPage } from '../../../domain/records/flightReservations.ts';
import { reservationListQuery } from '../../../domain/schemas/flightBooking.ts';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { orderedPage, pageOf } from '../../http/pagination.ts';
import type { AuthActor } from '../../security/actor.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { legRecords } from './legs.ts';
import { matchingReservations, reservationOrdering, reservationRows, toListRecord } from './query.ts';
import { summarize } from './summary.ts';

const t = useTestApp();
const D1 = daysFromNow(30);
const R1 = daysFromNow(33);

beforeAll(async () => {
  const fx = await createFlightFixture(t.db);
  const out = await addDeparture(t.db, fx, { date: D1, categories: [{ category: fx.economy, capacity: 60 }, { category: fx.premium, capacity: 10 }] });
  const back = await addDeparture(t.db, fx, { date: R1, back: true, categories: [{ category: fx.economy, capacity: 60 }] });
  const seller = (await t.db.selectFrom('sellers').select('id').executeTakeFirstOrThrow()).id;
  const ids: number[] = [];
  for (const [user, selection, extra] of [
    ['operator3', { outbound: out, inbound: back, category: fx.economy, adults: 2, children: 1 }, {}],
    ['operator2', { outbound: out, category: fx.premium, adults: 1 }, { seller }],
    ['operator2b', { outbound: out, category: fx.economy, adults: 1 }, {}],
    ['admin', { outbound: out, inbound: back, category: fx.economy, adults: 1 }, {}],
    ['operator3b', { outbound: out, category: fx.economy, adults: 1, infants: 1 }, {}],
  ] as const) {
    const passengers = passengersFor({ adults: selection.adults, children: 'children' in selection ? selection.children : 0, infants: 'infants' in selection ? selection.infants : 0 }, D1);
    const res = await book(t.app, await t.auth(user), selection, { departure: D1, extra, passengers });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json<ReservationDetailRecord>().id);
  }
  // A note, a cancellation's penalty, an operator whose name is empty.
  const note = await t.app.inject({ method: 'POST', url: '/api/reservations/notes/', headers: await t.auth('admin'), payload: { reservation: ids[0], text: 'Llamar al cliente.' } });
  expect(note.statusCode, note.body).toBe(201);
  await sql`update reservations set status = 'cancelled', penalty = 12.5 where id = ${ids[2]}`.execute(t.db);
  await sql`update users set first_name = '', last_name = '' where username = 'operator3b'`.execute(t.db);
});

/** The page as the list answered before its records came from the database. */
async function expectedPage(username: string, url: string, lang: 'es' | 'en'): Promise<string> {
  const user = await t.db.selectFrom('users').innerJoin('agencies', 'agencies.id', 'users.agency_id').select(['users.id', 'users.type', 'agencies.id as agency', 'agencies.level', 'agencies.path']).where('username', '=', username).executeTakeFirstOrThrow();
  // The scope and the net's visibility read the type and the agency only.
  const actor = { id: user.id, username, type: user.type, groups: [], agency: { id: user.agency, level: levelFromRank(user.level), path: user.path } } as unknown as AuthActor;
  const q = reservationListQuery.parse(Object.fromEntries(new URL(url, 'http://local').searchParams));
  const { page: _p, page_size: _s, ordering: _o, ...filters } = q;
  const ids = (await orderedPage(matchingReservations(t.db, actor, filters).select('r.id'), q, reservationOrdering).execute()).map((r) => r.id);
  const rows = ids.length > 0 ? await reservationRows(t.db, actor, {}, lang).where('r.id', 'in', ids).execute() : [];
  const legs = await legRecords(t.db, rows);
  const results = ids.map((id) => toListRecord(actor, rows.find((r) => r.id === id) ?? expect.fail(`row ${id}`), legs));
  const { count, paid, unpaid } = await summarize(t.db, actor, filters);
  const page = pageOf({ url }, q, count, results);
  return JSON.stringify(reservationListPage.encode({ ...page, totals: { paid, unpaid, currency: q.currency } }));
}

describe('reservation list records written by the database', () => {
  for (const username of ['admin', 'operator2', 'operator3'])
    for (const lang of ['es', 'en'] as const)
      for (const query of ['ordering=-created', 'ordering=client_name&page_size=2&page=2', 'reservation_status=cancelled', 'ordering=-total&is_paid=false'])
        it(`are the records built in JavaScript, byte for byte (${username}, ${lang}, ${query})`, async () => {
          const url = `/api/flights/reservations/?${query}`;
          const res = await t.app.inject({ method: 'GET', url, headers: { ...(await t.auth(username)), 'accept-language': lang } });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.body).toBe(await expectedPage(username, url, lang));
        });
});

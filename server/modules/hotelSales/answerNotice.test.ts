/**
 * The coordinator's answer to an on-request stay reaches the booking agency (answerNotice.ts): an
 * alert in its top bar and an e-mail in the outbox, in the language the stay was booked in, written
 * with the answer; a refused answer tells nobody. Dates are relative to today (the demo seasons
 * start on the first of this month), far from the demo's own hotel bookings.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import { dayAfter, holder, ownHotel, setNights, stayItem, type HotelFixture } from '../../testing/hotelFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { HOTEL_ANSWER_MAIL_KIND } from './answerNotice.ts';

const t = useTestApp();
const CHECKIN = dayAfter(16);
const CHECKOUT = dayAfter(19);
let hotel: HotelFixture;
let cancun: number;

const call = async (user: string, method: 'GET' | 'POST', url: string, payload?: object, lang: 'es' | 'en' = 'es') =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });

/** A requested stay of operator3's, booked in `lang`. */
async function requested(last: string, lang: 'es' | 'en'): Promise<{ id: number; locator: string }> {
  const added = await call('operator3', 'POST', 'cart/items/', stayItem(hotel, CHECKIN, CHECKOUT, [{ room_type: hotel.std, adults: 2, holder: holder(last) }]), lang);
  expect(added.statusCode, added.body).toBe(201);
  const done = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: added.json().id }] }, lang);
  expect(done.statusCode, done.body).toBe(201);
  const booked = done.json<CheckoutRecord>().reservations[0];
  return { id: booked.id, locator: booked.locator };
}

const noticesOf = async (locator: string) => ({
  alerts: await t.db.selectFrom('alerts').select(['agency_id', 'audience', 'level', 'topic', 'body', 'created_by']).where('topic', 'like', `%${locator}%`).execute(),
  mails: await t.db.selectFrom('outbox').select(['to', 'kind', 'subject', 'body']).where('subject', 'like', `%${locator}%`).execute(),
});

beforeAll(async () => {
  hotel = await ownHotel(t.db, 3);
  await setNights(t.db, { hotel: hotel.id }, CHECKIN, CHECKOUT, { mode: 'on_request', allotment: 0, sold: 0 });
  await t.createUser({ username: 'an_coord', type: 'coordinator', groups: ['Reservation View'] });
  cancun = await t.agencyId('Agencia Cancún Travel');
});

describe('the answer to an on-request stay', () => {
  it('confirmed: the agency gets a success alert and an e-mail to whoever booked, in Spanish, with the note', async () => {
    const stay = await requested('Confirmada', 'es');
    expect(await noticesOf(stay.locator)).toEqual({ alerts: [], mails: [] });
    const res = await call('an_coord', 'POST', `hotels/reservations/${stay.id}/confirm/`, { note: 'Planta alta' }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const coordinator = await t.db.selectFrom('users').select('id').where('username', '=', 'an_coord').executeTakeFirstOrThrow();
    const booker = await t.db.selectFrom('users').select('email').where('username', '=', 'operator3').executeTakeFirstOrThrow();
    const { alerts, mails } = await noticesOf(stay.locator);
    // The stay's language (es), not the coordinator's request (en).
    expect(alerts).toEqual([{ agency_id: cancun, audience: 'agency', level: 'success', topic: `Reserva ${stay.locator} confirmada: ${hotel.name}`, body: expect.stringContaining(`(${CHECKIN} a ${CHECKOUT}, 1 hab.)`), created_by: coordinator.id }]);
    expect(alerts[0].body).toContain('Nota del coordinador: Planta alta');
    expect(mails).toEqual([{ to: booker.email, kind: HOTEL_ANSWER_MAIL_KIND, subject: `Reserva de hotel ${stay.locator} confirmada: ${hotel.name}`, body: expect.stringContaining('Ana Confirmada') }]);
    // The agency reads it in its top bar.
    const bell = await call('operator3', 'GET', 'notifications/user-alerts/?page_size=100');
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.body).toContain(`Reserva ${stay.locator} confirmada`);
  });

  it('denied: a danger alert and an e-mail in English for a stay booked in English; a refused answer tells nobody', async () => {
    const stay = await requested('Denied', 'en');
    expect((await call('operator3', 'POST', `hotels/reservations/${stay.id}/deny/`, {})).statusCode).toBe(403);
    expect(await noticesOf(stay.locator)).toEqual({ alerts: [], mails: [] });
    const res = await call('an_coord', 'POST', `hotels/reservations/${stay.id}/deny/`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { alerts, mails } = await noticesOf(stay.locator);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ agency_id: cancun, level: 'danger', topic: `Booking ${stay.locator} denied: ${hotel.name}` });
    expect(alerts[0].body).toContain('cancelled free of charge and whatever was paid is refunded.');
    expect(alerts[0].body).not.toContain('note');
    expect(mails).toEqual([{ to: expect.stringContaining('@'), kind: HOTEL_ANSWER_MAIL_KIND, subject: `Hotel booking ${stay.locator} denied: ${hotel.name}`, body: expect.stringContaining('which was awaiting confirmation') }]);
    // Answered already: 409, and no second notice.
    expect((await call('an_coord', 'POST', `hotels/reservations/${stay.id}/confirm/`, {})).statusCode).toBe(409);
    expect((await noticesOf(stay.locator)).alerts).toHaveLength(1);
    expect((await noticesOf(stay.locator)).mails).toHaveLength(1);
  });
});

/**
 * PATCH reservations/{id}/price/: who may (first-level staff with 'Reservation with Change'), what
 * is refused (bad input, below what is paid, below the breakdown's floor, cancelled), and what a
 * change does in one transaction: total, net and breakdown, commercial status, the paid shares in
 * the ledger, the history row and the list summary.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { FrozenPriceLevels, ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import type { FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { bookedReservation, countRows, paymentFixture, reservationEntries } from '../payments/testing.ts';

const t = useTestApp();
let fx: FlightFixture;

beforeAll(async () => {
  fx = await paymentFixture(t);
  await t.createUser({ username: 'admin2rwc', type: 'admin', agency: 'Turismo Azul México', groups: ['Reservation with Change', 'Reservation View', 'Flight View'] });
});

const change = async (id: number, payload: unknown, user = 'commercial') =>
  t.app.inject({ method: 'PATCH', url: `/api/reservations/${id}/price/`, headers: await t.auth(user), payload: payload as object });

const pay = async (id: number, payload: object, user = 'operator3') => t.app.inject({ method: 'POST', url: `/api/payments/reservations/${id}/pay/`, headers: await t.auth(user), payload });

async function row(id: number) {
  return t.db.selectFrom('reservations').select(['total', 'net', 'paid_amount', 'commercial_status', 'price_levels']).where('id', '=', id).executeTakeFirstOrThrow();
}

const history = (id: number) => t.db.selectFrom('reservation_history').select(['action', 'user_id', 'before', 'after']).where('reservation_id', '=', id).where('action', '=', 'price_change').execute();

/** What each payee must hold once the reservation is paid whole: its margin + markup; the provider the rest. */
function breakdownShares(r: { total: string; price_levels: unknown }): Map<string, number> {
  const levels = (r.price_levels as FrozenPriceLevels).levels;
  const shares = new Map<string, number>();
  for (const l of levels) shares.set(`markup_earnings:${l.earned_by}`, (shares.get(`markup_earnings:${l.earned_by}`) ?? 0) + toMinor(l.margin) + toMinor(l.markup));
  shares.set('provider_revenue:-', toMinor(r.total) - [...shares.values()].reduce((a, b) => a + b, 0));
  return shares;
}

const plus = (amount: string, minor: number) => fromMinor(toMinor(amount) + minor);

describe('PATCH reservations/{id}/price/ — who may', () => {
  it('first-level staff holding Reservation with Change: commercial, coordinator, admin', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 40);
    for (const [user, add] of [['commercial', 100], ['coordinator', 200], ['admin', 300]] as const) {
      const res = await change(r.id, { total: plus(r.total, add), reason: `ajuste ${user}` }, user);
      expect(res.statusCode, `${user}: ${res.body}`).toBe(200);
    }
    expect((await row(r.id)).total).toBe(plus(r.total, 300));
  });

  it('refuses agency users, staff without the permission and a level-2 admin holding it (403), anonymous (401); nothing changes', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 39);
    for (const user of ['operator3', 'operator2', 'accounting', 'admin2rwc']) {
      expect((await change(r.id, { total: plus(r.total, 100), reason: 'no' }, user)).statusCode, user).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/api/reservations/${r.id}/price/`, payload: { total: '1.00', reason: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await row(r.id)).total).toBe(r.total);
    expect(await history(r.id)).toEqual([]);
  });

  it('answers 404 for a reservation that does not exist, 400 for an id beyond the integer range', async () => {
    expect((await change(99_999_999, { total: '10.00', reason: 'x' })).statusCode).toBe(404);
    expect((await change(99_999_999_999, { total: '10.00', reason: 'x' })).statusCode).toBe(400);
  });
});

describe('PATCH reservations/{id}/price/ — bad input', () => {
  it('answers a translated 400 per field and changes nothing', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 38);
    const before = await countRows(t.db);
    const cases: [unknown, string[]][] = [
      [{ total: '10.00' }, ['reason']],
      [{ reason: 'ajuste' }, ['total']],
      [{ total: '0', reason: 'ajuste' }, ['total']],
      [{ total: '-5.00', reason: 'ajuste' }, ['total']],
      [{ total: '12.345', reason: 'ajuste' }, ['total']],
      [{ total: 'mucho', reason: '   ' }, ['reason', 'total']],
      [{ total: '10.00', reason: 'x'.repeat(501) }, ['reason']],
      [{ total: '10.00', reason: 'ajuste', paid_amount: '10.00' }, []],
    ];
    for (const [payload, fields] of cases) {
      const res = await change(r.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      for (const field of fields) expect(Object.keys(res.json()), JSON.stringify(payload)).toContain(field);
    }
    const en = await t.app.inject({ method: 'PATCH', url: `/api/reservations/${r.id}/price/`, headers: { ...(await t.auth('commercial')), 'accept-language': 'en' }, payload: { total: r.total, reason: 'same' } });
    expect(en.json()).toEqual({ total: ['The new total is the same as the current one.'] });
    expect((await row(r.id)).total).toBe(r.total);
    expect(await countRows(t.db)).toEqual(before);
    expect(await history(r.id)).toEqual([]);
  });
});

describe('PATCH reservations/{id}/price/ — what it changes', () => {
  it('an unpaid reservation: total, net and breakdown shift by the difference; markups and status stay; history row; no money moves', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 37);
    const old = await row(r.id);
    const oldLevels = old.price_levels as FrozenPriceLevels;
    const money = await countRows(t.db);
    const res = await change(r.id, { total: plus(r.total, 2550), reason: 'Tarifa corregida por la aerolínea' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: r.id, total: plus(r.total, 2550), paid_amount: '0.00', commercial_status: 'non-paid', currency: 1 });

    const now = await row(r.id);
    const levels = now.price_levels as FrozenPriceLevels;
    expect(now.total).toBe(plus(old.total, 2550));
    expect(now.net).toBe(plus(old.net, 2550));
    expect(levels.total).toBe(plus(oldLevels.total, 2550));
    expect(levels.net).toBe(plus(oldLevels.net, 2550));
    expect(levels.sell).toBe(plus(oldLevels.sell, 2550));
    expect(levels.adjustment).toBe('25.50');
    expect(levels.levels.map((l) => [l.margin, l.markup])).toEqual(oldLevels.levels.map((l) => [l.margin, l.markup]));
    expect(levels.levels.map((l) => [l.cost, l.price])).toEqual(oldLevels.levels.map((l) => [plus(l.cost, 2550), plus(l.price, 2550)]));
    expect(levels.legs).toEqual(oldLevels.legs);
    expect(await countRows(t.db)).toEqual(money);

    const commercial = (await t.session('commercial')).user.id;
    expect(await history(r.id)).toEqual([
      { action: 'price_change', user_id: commercial, before: { total: r.total, commercial_status: 'non-paid' }, after: { total: plus(r.total, 2550), commercial_status: 'non-paid', reason: 'Tarifa corregida por la aerolínea' } },
    ]);
    // The detail shows it: the new total, the adjustment, and the history in the reader's words.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${r.id}/`, headers: await t.auth('operator3') })).json<ReservationDetailRecord>();
    expect(detail.total).toBe(plus(r.total, 2550));
    expect(detail.price_levels.adjustment).toBe('25.50');
    const line = detail.history.find((h) => h.action === 'price_change');
    expect(line?.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Total', r.total, plus(r.total, 2550)],
      ['Motivo', '-', 'Tarifa corregida por la aerolínea'],
    ]);
  });

  it('a paid reservation whose total rises becomes partial-paid, owes the difference, and once paid the ledger holds the new breakdown exactly', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 42, 2);
    expect((await pay(r.id, { provider: 'agency_funds' })).statusCode).toBe(201);
    const res = await change(r.id, { total: plus(r.total, 3333), reason: 'Suplemento de combustible' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ commercial_status: 'partial-paid', paid_amount: r.total });
    const adjustments = await t.db.selectFrom('ledger_transactions').select('kind').where('reservation_id', '=', r.id).where('kind', '=', 'adjustment').execute();
    expect(adjustments).toHaveLength(1);
    // What each payee holds of the paid part sums to what was paid; nothing left the buyer.
    const held = await reservationEntries(t.db, r.id);
    const agencyFunds = [...held].filter(([k]) => k.startsWith('agency_funds')).reduce((a, [, v]) => a + v, 0);
    expect(agencyFunds).toBe(-toMinor(r.total));

    const rest = await pay(r.id, { provider: 'agency_funds' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().operation.amount).toBe('33.33');
    expect(rest.json().reservation.commercial_status).toBe('paid');
    const entries = await reservationEntries(t.db, r.id);
    for (const [key, minor] of breakdownShares(await row(r.id))) expect(entries.get(key), key).toBe(minor);
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
  });

  it('a partial-paid reservation lowered to what is paid becomes paid; the shares follow the lower breakdown', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 43, 2);
    const half = fromMinor(Math.floor(toMinor(r.total) / 2));
    expect((await pay(r.id, { provider: 'partial', amount: half })).statusCode).toBe(201);
    const res = await change(r.id, { total: half, reason: 'Descuento comercial' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ commercial_status: 'paid', total: half });
    const entries = await reservationEntries(t.db, r.id);
    for (const [key, minor] of breakdownShares(await row(r.id))) expect(entries.get(key), key).toBe(minor);
  });

  it('refuses a total below what is paid (refund first), below the floor of the breakdown, and on a cancelled reservation', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 44, 2);
    const part = '50.00';
    expect((await pay(r.id, { provider: 'partial', amount: part })).statusCode).toBe(201);
    const below = await change(r.id, { total: '49.99', reason: 'x' });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ total: ['El total no puede quedar por debajo de lo pagado (50.00): reembolse primero.'] });

    const old = await row(r.id);
    const floor = toMinor(old.total) - toMinor((old.price_levels as FrozenPriceLevels).net);
    const under = await change(r.id, { total: fromMinor(floor - 1), reason: 'x' });
    expect(under.statusCode).toBe(400);
    expect(Object.keys(under.json())).toEqual(['total']);
    expect((await change(r.id, { total: fromMinor(floor), reason: 'Al coste' })).statusCode).toBe(200);

    const cancelled = await bookedReservation(t, fx, 'operator3', 45);
    expect((await t.app.inject({ method: 'POST', url: `/api/flights/reservation/${cancelled.id}/cancel/`, headers: await t.auth('operator3'), payload: {} })).statusCode).toBe(200);
    const refused = await change(cancelled.id, { total: plus(cancelled.total, 100), reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['non_field_errors']);
  });

  it('keeps the list summary equal to the reservations it counts (migration 0013’s triggers)', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 46);
    const key = await t.db.selectFrom('reservations').select([sql<string>`start_date::text`.as('day'), 'currency_id']).where('id', '=', r.id).executeTakeFirstOrThrow();
    const summed = async () => {
      const kept = await t.db
        .selectFrom('reservation_list_summary')
        .select(sql<string>`coalesce(sum(total), 0)::numeric(14,2)::text`.as('total'))
        .where('scope_path', '=', '')
        .where(sql<boolean>`start_date = ${key.day}::date`)
        .where('currency_id', '=', key.currency_id)
        .executeTakeFirstOrThrow();
      const live = await t.db
        .selectFrom('reservations')
        .select(sql<string>`coalesce(sum(total), 0)::numeric(14,2)::text`.as('total'))
        .where(sql<boolean>`start_date = ${key.day}::date`)
        .where('currency_id', '=', key.currency_id)
        .executeTakeFirstOrThrow();
      return [kept.total, live.total];
    };
    expect((await change(r.id, { total: plus(r.total, 1234), reason: 'Ajuste' })).statusCode).toBe(200);
    const [kept, live] = await summed();
    expect(kept).toBe(live);
    expect(toMinor(kept)).toBeGreaterThanOrEqual(toMinor(r.total) + 1234);
    // The flight list (served from that summary) shows the new total in its unpaid sum.
    const list = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/?departure_date_start=${key.day}&departure_date_end=${key.day}`, headers: await t.auth('admin') });
    expect(toMinor(list.json().totals.unpaid)).toBe(toMinor(live));
  });
});

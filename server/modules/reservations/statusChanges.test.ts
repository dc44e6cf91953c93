/**
 * The statuses a reservation detail offers (next_statuses) are exactly the ones PATCH status/
 * accepts, for every field, current status and user; and a write whose history row fails
 * changes nothing.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { ACCOUNTING_STATUSES, COMMERCIAL_STATUSES, COORDINATOR_STATUSES, PROVIDER_STATUSES } from '../../../domain/reservations/statuses.ts';
import type { StatusField } from '../../../domain/schemas/flightBooking.ts';
import { addDeparture, book, createFlightFixture, daysFromNow } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let id: number;

const ALL: Record<StatusField, readonly string[]> = {
  commercial_status: COMMERCIAL_STATUSES,
  accounting_status: ACCOUNTING_STATUSES,
  provider_status: PROVIDER_STATUSES,
  coordinator_status: COORDINATOR_STATUSES,
};

beforeAll(async () => {
  const fx = await createFlightFixture(t.db);
  const date = daysFromNow(20);
  const outbound = await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity: 10 }] });
  const res = await book(t.app, await t.auth('operator2'), { outbound, category: fx.economy, adults: 1 }, { departure: date });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json<ReservationDetailRecord>().id;
});

async function detail(user: string): Promise<ReservationDetailRecord> {
  const res = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${id}/`, headers: await t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReservationDetailRecord>();
}

const patch = async (user: string, payload: object, path = 'status') =>
  t.app.inject({ method: 'PATCH', url: `/api/reservations/${id}/${path}/`, headers: await t.auth(user), payload });

const setStatus = (field: StatusField, value: string) => t.db.updateTable('reservations').set({ [field]: value }).where('id', '=', id).execute();

describe('next_statuses and PATCH status/ agree', () => {
  it('accepts every status offered and refuses every other, for each field, status and user', async () => {
    for (const user of ['admin', 'coordinator', 'operator2']) {
      for (const field of Object.keys(ALL) as StatusField[]) {
        for (const from of ALL[field]) {
          await setStatus(field, from);
          const offered = (await detail(user)).next_statuses[field];
          for (const to of ALL[field]) {
            const res = await patch(user, { [field]: to });
            const what = `${user} ${field} ${from} → ${to}: ${res.body.slice(0, 80)}`;
            if (offered.includes(to)) expect(res.statusCode, `offered but refused: ${what}`).toBe(200);
            else expect([403, 409], `accepted but not offered: ${what}`).toContain(res.statusCode);
            if (res.statusCode === 200) await setStatus(field, from);
          }
        }
      }
    }
    // The commercial cancellation is the cancel action's: never offered, always refused here.
    await setStatus('commercial_status', 'non-paid');
    expect((await detail('admin')).next_statuses.commercial_status).not.toContain('cancelled');
  });
});

describe('a write and its history row commit together', () => {
  it('leaves the status and the confirmation code unchanged when the history insert fails', async () => {
    await setStatus('coordinator_status', 'requested');
    await sql`create or replace function refuse_history() returns trigger language plpgsql as $$ begin raise exception 'history refused'; end $$`.execute(t.db);
    await sql`create trigger refuse_history before insert on reservation_history for each row execute function refuse_history()`.execute(t.db);
    try {
      expect((await patch('coordinator', { coordinator_status: 'confirmed' })).statusCode).toBe(500);
      expect((await patch('coordinator', { provider_confirmation_code: 'CNF-1' }, 'provider-confirmation')).statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_history on reservation_history`.execute(t.db);
    }
    const after = await detail('admin');
    expect(after.coordinator_status).toBe('requested');
    expect(after.provider_confirmation_code).toBe('');
    expect((await patch('coordinator', { coordinator_status: 'confirmed' })).statusCode).toBe(200);
  });
});

/**
 * Spec §6: provider operations and the accounting menus belong to the first level. An agency admin
 * below holding '[Accounting Provider] Manage' (and accounting permissions) may not pay a booking to
 * a provider, pay part of it, nor change a reservation's provider, even on its own agency's
 * reservation: 403 and nothing changes. The provider pages need an accounting permission at the
 * first level; Manage alone opens none of them.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { insertReservation } from '../gateways/testing.ts';

const t = useTestApp();

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, user: string, payload?: object) {
  return t.app.inject({ method, url: `/api/${url}`, headers: { ...(await t.auth(user)), 'accept-language': 'en' }, payload });
}

const TABLES: (keyof Database)[] = ['reservations', 'reservation_history', 'payment_operations', 'ledger_transactions', 'ledger_entries', 'ledger_accounts'];

describe('accounting-provider operations are the first level’s', () => {
  it('refuses a level-2 agency admin holding [Accounting Provider] Manage: 403, nothing changed', async () => {
    const mexico = await t.agencyId('Turismo Azul México');
    await t.createUser({ username: 'ap_admin_level2', type: 'admin', agency: 'Turismo Azul México', groups: ['[Accounting Provider] Manage', 'Accounting View', 'Accounting with Change', 'Reservation View'] });
    // Its own agency's reservation: in its tenant scope, so only the rule can refuse.
    const own = await insertReservation(t.db, mexico, '80.00');
    const before = await digest(t.db, TABLES);
    const attempts = [
      await call('POST', 'accounting-provider/payments/', 'ap_admin_level2', { reservation: own.id, accounting_provider: 'gaviota' }),
      await call('POST', 'accounting-provider/payments/partial/', 'ap_admin_level2', { reservation: own.id, accounting_provider: 'gaviota', amount: '10.00' }),
      await call('PATCH', `reservations/${own.id}/accounting-provider/`, 'ap_admin_level2', { accounting_provider: 'havanatur' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: 'The operation cannot be performed with the current user.' });
    }
    expect(await digest(t.db, TABLES)).toEqual(before);
    // The first level's holder of the permission may.
    const paid = await call('PATCH', `reservations/${own.id}/accounting-provider/`, 'accounting', { accounting_provider: 'havanatur' });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('opens the provider pages to an accounting permission at the first level only, not to Manage alone', async () => {
    await t.createUser({ username: 'ap_manage_only', type: 'accounting', groups: ['[Accounting Provider] Manage'] });
    await t.createUser({ username: 'ap_finances', type: 'accounting', groups: ['Admin Finances'] });
    for (const path of ['accounting-provider/configurations/', 'accounting-provider/balance/']) {
      expect((await call('GET', path, 'ap_manage_only')).statusCode, path).toBe(403);
      expect((await call('GET', path, 'ap_finances')).statusCode, path).toBe(200);
      expect((await call('GET', path, 'ap_admin_level2')).statusCode, path).toBe(403);
    }
    // The catalogue (codes and names) is read by whoever pays providers too: they pick one to pay.
    for (const path of ['accounting-provider/providers/']) {
      expect((await call('GET', path, 'ap_manage_only')).statusCode, path).toBe(200);
      expect((await call('GET', path, 'ap_finances')).statusCode, path).toBe(200);
      expect((await call('GET', path, 'ap_admin_level2')).statusCode, path).toBe(403);
    }
    // Manage at the first level still pays a booking to a provider (a provider operation, not a menu).
    const central = await t.agencyId('Grupo Viajes Caribe');
    const r = await insertReservation(t.db, central, '20.00');
    expect((await call('POST', 'accounting-provider/payments/', 'ap_manage_only', { reservation: r.id, accounting_provider: 'gaviota' })).statusCode).toBe(201);
  });
});

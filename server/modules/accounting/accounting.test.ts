import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyFunds, openingBalance } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';

const t = useTestApp();

async function funds(user: string | Record<string, string>, agencyId: number) {
  const headers = typeof user === 'string' ? await t.auth(user) : user;
  return t.app.inject({ method: 'GET', url: `/api/accounting/agency-funds/${agencyId}/`, headers });
}

describe('GET accounting/agency-funds/{agency_id}/', () => {
  it('sums the ledger of the agency in its currency', async () => {
    const mexico = await t.agencyId('Turismo Azul México');
    const res = await funds('admin', mexico);
    expect(res.statusCode).toBe(200);
    // The seed's deposits (18 759.50) less what the agency's demo bookings paid from them.
    const paid = await t.db.selectFrom('reservations').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('paid_amount'), eb.val('0')).as('paid')).where('agency_id', '=', mexico).executeTakeFirstOrThrow();
    expect(Number(paid.paid)).toBeGreaterThan(0);
    expect(res.json()).toEqual({ agency: mexico, funds: ((1875950 - Math.round(Number(paid.paid) * 100)) / 100).toFixed(2), currency: 1 });
    // The Spanish agency's funds are in EUR: its deposit (12 000.00) less the converted amounts its
    // demo bookings priced in USD took from them (payment_operations.funds_amount).
    const spain = await t.agencyId('Viajes Sol de España');
    const converted = await t.db.selectFrom('payment_operations').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('funds_amount'), eb.val('0')).as('eur')).where('agency_id', '=', spain).where('funds_currency_id', '=', 2).where('status', '=', 'completed').where('kind', '=', 'payment').executeTakeFirstOrThrow();
    expect(Number(converted.eur)).toBeGreaterThan(0);
    expect((await funds('admin', spain)).json()).toEqual({ agency: spain, funds: ((1200000 - Math.round(Number(converted.eur) * 100)) / 100).toFixed(2), currency: 2 });
  });

  it('follows new ledger rows: a balance is never stored', async () => {
    const merida = await t.agencyId('Viajes Mérida Express');
    const start = Math.round(Number((await funds('admin', merida)).json().funds) * 100);
    const move = (amountMinor: number, currencyId: number) =>
      t.db.transaction().execute((tx) =>
        postTransaction(tx, {
          kind: amountMinor > 0 ? 'deposit' : 'payment',
          createdBy: null,
          entries: [
            { account: agencyFunds(merida, currencyId), amountMinor },
            { account: openingBalance(currencyId), amountMinor: -amountMinor },
          ],
        }),
      );
    await move(10025, 1);
    await move(-75, 1);
    // Another currency does not count towards the agency's funds.
    await move(99900, 2);
    expect((await funds('admin', merida)).json().funds).toBe(((start + 10025 - 75) / 100).toFixed(2));
  });

  it('answers 0.00 for an agency without movements', async () => {
    const central = await t.agencyId('Grupo Viajes Caribe');
    const id = (
      await t.db
        .insertInto('agencies')
        .values({ name: 'Sin movimientos', level: 2, parent_id: central, path: '' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.updateTable('agencies').set({ path: `${central}.${id}.` }).where('id', '=', id).execute();
    expect((await funds('admin', id)).json().funds).toBe('0.00');
  });

  it('is for admins only (403 in the request language)', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    for (const user of ['operator3', 'operator2', 'accounting', 'seller2', 'commercial_boss']) {
      const res = await funds(user, cancun);
      expect(res.statusCode, user).toBe(403);
      expect(res.json()).toEqual({ detail: 'No se puede realizar la operación con el usuario actual.' });
    }
  });

  it("limits an agency's admin to its own subtree (404 elsewhere)", async () => {
    await t.createUser({ username: 'admin_mexico', type: 'admin', agency: 'Turismo Azul México' });
    const headers = await t.auth('admin_mexico');
    expect((await funds(headers, await t.agencyId('Turismo Azul México'))).statusCode).toBe(200);
    expect((await funds(headers, await t.agencyId('Agencia Cancún Travel'))).statusCode).toBe(200);
    for (const other of ['Viajes Sol de España', 'Rutas Andaluzas', 'Grupo Viajes Caribe']) {
      const res = await funds(headers, await t.agencyId(other));
      expect(res.statusCode, other).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    expect((await funds(headers, 99999)).statusCode).toBe(404);
  });
});

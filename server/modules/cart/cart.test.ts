import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

async function summary(user: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/summary/', headers: await t.auth(user) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET cart/summary/', () => {
  it("counts the caller's own items only", async () => {
    expect(await summary('operator3')).toEqual({ count: 0 });
    const [me, colleague] = await Promise.all(
      ['operator3', 'operator2'].map((u) => t.db.selectFrom('users').select('id').where('username', '=', u).executeTakeFirstOrThrow()),
    );
    const agency_id = await t.agencyId('Agencia Cancún Travel');
    const item = (user_id: number, service_type: string) => ({ user_id, agency_id, service_type, data: JSON.stringify({ name: 'x' }), price: '120.50', currency_id: 1, expires_at: new Date() });
    await t.db
      .insertInto('cart_items')
      .values([item(me.id, 'hotels'), item(me.id, 'flights'), item(colleague.id, 'cars')])
      .execute();
    expect(await summary('operator3')).toEqual({ count: 2 });
    expect(await summary('operator2')).toEqual({ count: 1 });
    expect(await summary('admin')).toEqual({ count: 0 });
  });
});

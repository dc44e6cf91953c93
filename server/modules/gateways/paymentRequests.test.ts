/**
 * Payment links end to end over real HTTP: staff create one (permission, tenant scope, bad input),
 * the customer's mail goes to the outbox, the public record shows only what it must, the card is
 * paid on the sandbox page and the return lands on /payment-success; a declined card on
 * /payment-fail, and the link can be paid again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { createWebhookWorker } from './sandbox/webhookQueue.ts';
import { SANDBOX_REVOLUT_WEBHOOK_SECRET } from './settings.ts';
import { insertReservation, listening, signedWebhook } from './testing.ts';

const t = useTestApp();

async function setCardGateway(gateway: string) {
  await t.db.updateTable('configurations').set({ value: JSON.stringify(gateway) }).where('key', '=', 'card_gateway').execute();
}

afterEach(() => setCardGateway('revolut'));

const URL_CREATE = '/api/payments/payment-requests/reservation-payment-request/';

async function agencyOf(username: string): Promise<number> {
  return (await t.db.selectFrom('users').select('agency_id').where('username', '=', username).executeTakeFirstOrThrow()).agency_id;
}

async function create(username: string, body: object, lang = 'es') {
  return t.app.inject({ method: 'POST', url: URL_CREATE, headers: { ...(await t.auth(username)), 'accept-language': lang }, payload: body });
}

async function payCard(base: string, id: string, card: string) {
  const start = await fetch(`${base}/api/payments/payment-requests/${id}/pay/`, { method: 'POST' });
  expect(start.status).toBe(200);
  const { checkout_url } = (await start.json()) as { checkout_url: string };
  const paid = await fetch(checkout_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `card_number=${card}`, redirect: 'manual' });
  expect(paid.status).toBe(303);
  const back = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
  expect(back.status).toBe(303);
  return { checkout_url, landing: back.headers.get('location') };
}

describe('payment links', () => {
  it('staff with Revolut Payment Link create one; the mail goes to the outbox in the chosen language', async () => {
    const base = await listening(t.app);
    const r = await insertReservation(t.db, await agencyOf('admin'), '300.00');
    const res = await create('admin', { reservation: r.id, amount: '100.50', email: 'client@example.test', language: 'en' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ reservation: r.id, amount: '100.50', currency: 'EUR', status: 'pending', provider: 'revolut' });
    expect(body.url).toBe(`${base}/payment/${body.id}`);
    const mail = await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'payment_link').where('to', '=', 'client@example.test').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Payment request for booking ${r.locator}`);
    expect(mail.body).toContain(body.url);
  });

  it('Idempotency-Key: the same key and body answer the first link (no second request, no second mail); another body is 409', async () => {
    await listening(t.app);
    const r = await insertReservation(t.db, await agencyOf('admin'), '80.00');
    const send = async (body: object, key: string, username = 'admin') =>
      t.app.inject({ method: 'POST', url: URL_CREATE, headers: { ...(await t.auth(username)), 'accept-language': 'en', 'idempotency-key': key }, payload: body });
    const body = { reservation: r.id, amount: '20.00', email: 'twice@example.test', language: 'en' };
    const first = await send(body, 'link-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const twins = await Promise.all([send(body, 'link-key-1'), send(body, 'link-key-1')]);
    for (const res of twins) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual(first.json());
    }
    const other = await send({ ...body, amount: '21.00' }, 'link-key-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await t.db.selectFrom('payment_requests').select('id').where('reservation_id', '=', r.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('outbox').select('id').where('to', '=', 'twice@example.test').execute()).toHaveLength(1);
    // Keys are each user's own: another user's same key makes its own link.
    const finance = await t.createUser({ username: 'gw_linkkey', type: 'admin', groups: ['Revolut Payment Link'] });
    expect((await send(body, 'link-key-1', finance.username)).statusCode).toBe(201);
    expect(await t.db.selectFrom('payment_requests').select('id').where('reservation_id', '=', r.id).execute()).toHaveLength(2);
  });

  it('refuses without the permission (403), outside the tenant (400 on reservation), and bad input (400, nothing stored)', async () => {
    const r = await insertReservation(t.db, await agencyOf('admin'));
    const before = await t.db.selectFrom('payment_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const noPerm = await t.createUser({ username: 'gw_noperm', groups: ['Reservation View'] });
    expect((await create(noPerm.username, { reservation: r.id, email: 'a@b.test' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL_CREATE, payload: { reservation: r.id, email: 'a@b.test' } })).statusCode).toBe(401);

    // An agency below the provider cannot reach the provider's reservation: it reads as absent.
    const outsider = await t.createUser({ username: 'gw_outsider', type: 'admin', agency: 'Agencia Cancún Travel', groups: ['Revolut Payment Link'] });
    const res = await create(outsider.username, { reservation: r.id, email: 'a@b.test' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['reservation']);
    const bad = await create('admin', { reservation: r.id, amount: '-3', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['amount', 'email']);
    const tooMuch = await create('admin', { reservation: r.id, amount: '300.01', email: 'a@b.test' }, 'en');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ amount: ['The amount exceeds what is left to pay (300.00).'] });
    const after = await t.db.selectFrom('payment_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the public record needs no login and shows only amount, locator, status, total and paid', async () => {
    const r = await insertReservation(t.db, await agencyOf('admin'), '200.00');
    const { id } = (await create('admin', { reservation: r.id, amount: '50.00', email: 'c@example.test' })).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/payment-requests/${id}/public/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, locator: r.locator, amount: '50.00', currency: 'EUR', status: 'pending', total: '200.00', paid: '0.00' });
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/payment-requests/00000000-0000-4000-8000-000000000000/public/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/payment-requests/not-a-uuid/public/' })).statusCode).toBe(400);
  });

  it('pays by card through the sandbox: success page, then the link is closed; a decline lands on /payment-fail and may be retried', async () => {
    const base = await listening(t.app);
    const r = await insertReservation(t.db, await agencyOf('admin'), '120.00');
    const { id } = (await create('admin', { reservation: r.id, email: 'd@example.test' })).json();

    const declined = await payCard(base, id, '4000000000000002');
    expect(declined.landing).toBe(`/payment-fail?request=${id}`);
    expect((await t.db.selectFrom('payment_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('failed');

    const ok = await payCard(base, id, '4242424242424242');
    expect(ok.checkout_url).not.toBe(declined.checkout_url);
    expect(ok.landing).toBe(`/payment-success?request=${id}`);
    const pub = (await t.app.inject({ method: 'GET', url: `/api/payments/payment-requests/${id}/public/` })).json();
    expect(pub).toMatchObject({ status: 'completed', paid: '120.00', total: '120.00' });

    // The core settled it: one completed operation, the reservation paid, one ledger transaction.
    const ops = await t.db.selectFrom('payment_operations').select(['kind', 'status', 'provider', 'captured_amount']).where('reservation_id', '=', r.id).orderBy('id').execute();
    expect(ops).toEqual([
      { kind: 'payment_request', status: 'failed', provider: 'revolut', captured_amount: '0.00' },
      { kind: 'payment_request', status: 'completed', provider: 'revolut', captured_amount: '120.00' },
    ]);
    const reservation = await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(reservation).toEqual({ paid_amount: '120.00', commercial_status: 'paid' });
    const postings = await t.db.selectFrom('ledger_transactions').select('id').where('reservation_id', '=', r.id).execute();
    expect(postings).toHaveLength(1);

    const again = await t.app.inject({ method: 'POST', url: `/api/payments/payment-requests/${id}/pay/` });
    expect(again.statusCode).toBe(409);
    const more = await create('admin', { reservation: r.id, email: 'd@example.test' });
    expect(more.statusCode).toBe(400);
    expect(Object.keys(more.json())).toEqual(['non_field_errors']);
  });

  it('the signed webhook settles a partial payment once; its replay and a late return change nothing', async () => {
    const base = await listening(t.app);
    const r = await insertReservation(t.db, await agencyOf('admin'), '200.00');
    const { id } = (await create('admin', { reservation: r.id, amount: '50.00', email: 'w@example.test' })).json();
    const { checkout_url } = (await t.app.inject({ method: 'POST', url: `/api/payments/payment-requests/${id}/pay/` })).json();
    await fetch(checkout_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card_number=4242424242424242', redirect: 'manual' });
    const delivery = await t.db.selectFrom('sandbox_webhook_deliveries').selectAll().where('body', 'like', '%ORDER_COMPLETED%').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const worker = createWebhookWorker({ db: t.db, secrets: { revolut: SANDBOX_REVOLUT_WEBHOOK_SECRET } });
    await worker.runOnce();
    expect((await t.db.selectFrom('sandbox_webhook_deliveries').select('status').where('id', '=', delivery.id).executeTakeFirstOrThrow()).status).toBe('sent');
    const reservation = await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(reservation).toEqual({ paid_amount: '50.00', commercial_status: 'partial-paid' });

    // The same webhook again (a replay, freshly signed) and the customer's late return: no second posting.
    const replay = signedWebhook(JSON.parse(delivery.body) as object);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/revolut/', ...replay })).json()).toEqual({ status: 'duplicate' });
    const back = await fetch(`${base}/api/payments/payment-requests/${id}/return/`, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`/payment-success?request=${id}`);
    const postings = await t.db.selectFrom('ledger_transactions').select('id').where('reservation_id', '=', r.id).execute();
    expect(postings).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/payment-requests/${id}/public/` })).json()).toMatchObject({ paid: '50.00', total: '200.00', status: 'completed' });
  });

  it('a double click on pay reuses the pending order', async () => {
    await listening(t.app);
    const r = await insertReservation(t.db, await agencyOf('admin'), '80.00');
    const { id } = (await create('admin', { reservation: r.id, email: 'e@example.test' })).json();
    const a = (await t.app.inject({ method: 'POST', url: `/api/payments/payment-requests/${id}/pay/` })).json();
    const b = (await t.app.inject({ method: 'POST', url: `/api/payments/payment-requests/${id}/pay/` })).json();
    expect(b.checkout_url).toBe(a.checkout_url);
  });

  it('the link pays through the configured card gateway (card_gateway payfacto): its hosted page, the return pulls the result, the money in its clearing account', async () => {
    await setCardGateway('payfacto');
    const base = await listening(t.app);
    const r = await insertReservation(t.db, await agencyOf('admin'), '90.00');
    const created = (await create('admin', { reservation: r.id, email: 'pf@example.test' })).json();
    expect(created.provider).toBe('payfacto');
    const { id } = created;

    const declined = await payCard(base, id, '4000000000000002');
    expect(declined.checkout_url).toMatch(/\/sandbox\/payfacto\/hosted\?SecureID=/);
    expect(declined.landing).toBe(`/payment-fail?request=${id}`);
    const ok = await payCard(base, id, '4242424242424242');
    expect(ok.landing).toBe(`/payment-success?request=${id}`);

    const ops = await t.db.selectFrom('payment_operations').select(['kind', 'status', 'provider', 'captured_amount']).where('reservation_id', '=', r.id).orderBy('id').execute();
    expect(ops).toEqual([
      { kind: 'payment_request', status: 'failed', provider: 'payfacto', captured_amount: '0.00' },
      { kind: 'payment_request', status: 'completed', provider: 'payfacto', captured_amount: '90.00' },
    ]);
    expect(await t.db.selectFrom('payment_requests').select(['status', 'provider']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'completed', provider: 'payfacto' });
    const reservation = await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(reservation).toEqual({ paid_amount: '90.00', commercial_status: 'paid' });
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as tr', 'tr.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.kind', 'a.provider'])
      .where('tr.reservation_id', '=', r.id)
      .where('a.kind', '=', 'gateway_clearing')
      .execute();
    expect(entries).toEqual([{ kind: 'gateway_clearing', provider: 'payfacto' }]);
  });

  it('a link sent while Revolut was configured pays through the gateway configured when the customer pays', async () => {
    const base = await listening(t.app);
    const r = await insertReservation(t.db, await agencyOf('admin'), '40.00');
    const created = (await create('admin', { reservation: r.id, email: 'sw@example.test' })).json();
    expect(created.provider).toBe('revolut');
    await setCardGateway('payfacto');
    const ok = await payCard(base, created.id, '4242424242424242');
    expect(ok.checkout_url).toMatch(/\/sandbox\/payfacto\/hosted\?SecureID=/);
    expect(ok.landing).toBe(`/payment-success?request=${created.id}`);
    expect(await t.db.selectFrom('payment_operations').select(['provider', 'status']).where('reservation_id', '=', r.id).execute()).toEqual([{ provider: 'payfacto', status: 'completed' }]);
  });
});

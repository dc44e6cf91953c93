/**
 * The outbox is delivered to a real SMTP server started here (smtp-server on a loopback port).
 * The worker's clock is pinned: it starts a second after the mails were written and moves only
 * when a test moves it, so backoff times are exact on any day.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { backoffMs, claimDueMails, DEFAULT_POLICY } from './delivery.ts';
import { startSmtpServer, type TestSmtpServer } from './smtpTestServer.ts';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './worker.ts';

const t = useTestApp();
let smtp: TestSmtpServer;
let now: Date;
const workers: MailWorker[] = [];
const logLines: { level: string; details: object; message: string }[] = [];
const log = {
  info: (details: object, message: string) => void logLines.push({ level: 'info', details, message }),
  warn: (details: object, message: string) => void logLines.push({ level: 'warn', details, message }),
  error: (details: object, message: string) => void logLines.push({ level: 'error', details, message }),
};

function worker(options: Partial<MailWorkerOptions> & { smtpUrl?: string | null } = {}): MailWorker {
  const { smtpUrl = smtp.url, ...rest } = options;
  const w = createMailWorker({ db: t.db, config: { ...t.config, smtpUrl }, log, clock: () => now, ...rest });
  workers.push(w);
  return w;
}

/** The clock starts a second after the mails of a test were written (a slow machine takes its time writing them). */
const pinClock = () => {
  now = new Date(Date.now() + 1000);
};

const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

async function requestReset(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/accounts/password/reset/', payload: { email } });
  expect(res.statusCode).toBe(200);
  pinClock();
}

const row = (to: string) => t.db.selectFrom('outbox').selectAll().where('to', '=', to).executeTakeFirstOrThrow();

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  for (const w of workers) await w.stop();
  await smtp.close();
});

beforeEach(async () => {
  // Each test sees only its own mails.
  await t.db.deleteFrom('outbox').execute();
  smtp.received.length = 0;
  smtp.rejectRecipients = false;
  logLines.length = 0;
  pinClock();
});

describe('mail delivery', () => {
  it('sends a password reset to the user with the subject and a link that works', async () => {
    const user = await t.createUser({ username: 'mail-reset', email: 'mail-reset@example.test' });
    await requestReset('mail-reset@example.test');
    expect(await worker().runOnce()).toMatchObject({ done: 1, sent: 1, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['mail-reset@example.test']);
    expect(mail.from).toBe(t.config.mailFrom);
    expect(mail.subject).toBe('Restablecer su contraseña');
    const token = /\/accounts\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password/reset/confirm/',
      payload: { token, new_password1: 'otra-clave-9', new_password2: 'otra-clave-9' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await t.login(user.username, 'otra-clave-9')).access).toBeTruthy();

    const sent = await row('mail-reset@example.test');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: '' });
    expect(sent.sent_at?.getTime()).toBe(now.getTime());
    expect(mail.messageId).toMatch(new RegExp(`^<outbox-${sent.id}\\.`));
    // Nothing is sent twice.
    expect((await worker().runOnce()).done).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused mail with exponential backoff, then marks it failed for the admins', async () => {
    await t.createUser({ username: 'mail-refused', email: 'mail-refused@example.test' });
    await requestReset('mail-refused@example.test');
    smtp.rejectRecipients = true;
    const w = worker({ policy: { maxAttempts: 3 } });

    expect(await w.runOnce()).toMatchObject({ retried: 1 });
    let mail = await row('mail-refused@example.test');
    expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mail.last_error).toMatch(/550/);
    expect(mail.next_attempt_at.getTime()).toBe(now.getTime() + 60_000);

    // Not due before its time.
    advance(59_000);
    expect((await w.runOnce()).done).toBe(0);
    advance(1_000);
    expect(await w.runOnce()).toMatchObject({ retried: 1 });
    mail = await row('mail-refused@example.test');
    expect(mail).toMatchObject({ status: 'pending', attempts: 2 });
    expect(mail.next_attempt_at.getTime()).toBe(now.getTime() + 120_000);

    advance(120_000);
    expect(await w.runOnce()).toMatchObject({ failed: 1 });
    mail = await row('mail-refused@example.test');
    expect(mail).toMatchObject({ status: 'failed', attempts: 3 });
    advance(24 * 3600_000);
    expect((await w.runOnce()).done).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(logLines.some((l) => l.level === 'error' && (l.details as { outbox?: number }).outbox === mail.id)).toBe(true);

    // The admins see it among the failures and send it again once the mailbox exists.
    const admin = await t.auth('admin');
    const list = await t.app.inject({ method: 'GET', url: '/api/system/outbox/?status=failed&ordering=id', headers: admin });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id: mail.id, to: 'mail-refused@example.test', status: 'failed', attempts: 3, next_attempt_at: null });
    expect(page.results[0].last_error).toMatch(/550/);
    expect(page.results[0]).not.toHaveProperty('body');

    smtp.rejectRecipients = false;
    const retry = await t.app.inject({ method: 'POST', url: `/api/system/outbox/${mail.id}/retry/`, headers: admin });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'pending', attempts: 0 });
    advance(1_000);
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(['mail-refused@example.test']);
    const again = await t.app.inject({ method: 'POST', url: `/api/system/outbox/${mail.id}/retry/`, headers: { ...admin, 'accept-language': 'en' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'Only a failed mail can be retried.' });
  });

  it('counts a refused login as a failed attempt', async () => {
    const guarded = await startSmtpServer({ user: 'portal', password: 'right' });
    try {
      await t.createUser({ username: 'mail-auth', email: 'mail-auth@example.test' });
      await requestReset('mail-auth@example.test');
      const url = guarded.url.replace('portal:right@', 'portal:wrong@');
      expect(await worker({ smtpUrl: url }).runOnce()).toMatchObject({ retried: 1 });
      const mail = await row('mail-auth@example.test');
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
      expect(mail.last_error).toMatch(/auth|535|Invalid/i);
      expect(mail.next_attempt_at.getTime()).toBe(now.getTime() + backoffMs(1));
      advance(backoffMs(1));
      expect(await worker({ smtpUrl: guarded.url }).runOnce()).toMatchObject({ sent: 1 });
      expect(guarded.received).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });

  it('writes an .eml file under DATA_DIR/mail and logs its path when SMTP_URL is not set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-mail-'));
    try {
      await t.createUser({ username: 'mail-file', email: 'mail-file@example.test' });
      await requestReset('mail-file@example.test');
      expect(await worker({ smtpUrl: null, config: { ...t.config, smtpUrl: null, dataDir } }).runOnce()).toMatchObject({ sent: 1 });
      const { id } = await row('mail-file@example.test');
      const file = path.join(dataDir, 'mail', `outbox-${id}-password_reset.eml`);
      expect(existsSync(file)).toBe(true);
      const eml = readFileSync(file, 'utf8');
      expect(eml).toMatch(/^To: mail-file@example\.test$/m);
      expect(eml).toMatch(/accounts\/reset\?token=/);
      expect(logLines.find((l) => (l.details as { path?: string }).path === file)).toBeDefined();
      expect(await row('mail-file@example.test')).toMatchObject({ status: 'sent' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('two workers over one database never send a mail twice', async () => {
    const recipients = Array.from({ length: 25 }, (_, i) => `shared-${i}@example.test`);
    await t.db
      .insertInto('outbox')
      .values(recipients.map((to) => ({ to, subject: 'S', body: 'B', kind: 'password_reset' })))
      .execute();
    pinClock();
    const a = worker();
    const b = worker();
    let sent = 0;
    for (let round = 0; round < 10; round++) {
      const runs = await Promise.all([a.runOnce(), b.runOnce()]);
      sent += runs[0].sent + runs[1].sent;
      if (runs.every((r) => r.done === 0)) break;
    }
    expect(sent).toBe(25);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
    const statuses = await t.db.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(statuses.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
  });

  it('loses no mail when a worker dies between claiming and sending', async () => {
    await t.db.insertInto('outbox').values({ to: 'crash@example.test', subject: 'S', body: 'B', kind: 'password_reset' }).execute();
    pinClock();
    // An instance claims the mail and dies before sending it.
    expect(await claimDueMails(t.db, now, 10, DEFAULT_POLICY)).toHaveLength(1);
    const survivor = worker();
    expect((await survivor.runOnce()).done).toBe(0);
    advance(DEFAULT_POLICY.leaseMs);
    expect(await survivor.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(['crash@example.test']);
  });

  it('stop() lets the send in flight finish and keeps the rest in the outbox', async () => {
    await t.db.insertInto('outbox').values({ to: 'stopping@example.test', subject: 'S', body: 'B', kind: 'password_reset' }).execute();
    pinClock();
    const w = worker({ pollMs: 60_000 });
    w.start();
    await w.stop();
    const mail = await row('stopping@example.test');
    // Either the first run got it (and finished it) or it waits for the next start; never half-done.
    expect(mail.status === 'sent' ? smtp.received.length : mail.attempts).toBe(mail.status === 'sent' ? 1 : 0);
  });
});

describe('outbox API', () => {
  it('is for first-level admins only', async () => {
    const operator = await t.createUser({ username: 'mail-operator', type: 'operator' });
    const res = await t.app.inject({ method: 'GET', url: '/api/system/outbox/', headers: await t.auth(operator.username) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/outbox/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/system/outbox/1/retry/', headers: await t.auth(operator.username) })).statusCode).toBe(403);
  });

  it('pages, filters and orders by id', async () => {
    await t.db
      .insertInto('outbox')
      .values([
        { to: 'a@example.test', subject: 'Uno', body: 'B', kind: 'password_reset' },
        { to: 'b@example.test', subject: 'Dos', body: 'B', kind: 'registration_received', status: 'failed', last_error: 'x' },
        { to: 'c@example.test', subject: 'Tres', body: 'B', kind: 'password_reset', status: 'sent', sent_at: new Date() },
        // A card payment link's mail (docs/api-payments-gateways.md) is a kind the list filters by too.
        { to: 'd@example.test', subject: 'Cuatro', body: 'B', kind: 'payment_link' },
      ])
      .execute();
    const admin = await t.auth('admin');
    const get = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/system/outbox/?${query}`, headers: admin });
      expect(res.statusCode).toBe(200);
      return res.json() as { count: number; next: string | null; results: { id: number; to: string }[] };
    };
    const first = await get('ordering=id&page_size=3');
    expect(first.count).toBe(4);
    expect(first.next).toContain('page=2');
    const second = await get('ordering=id&page_size=3&page=2');
    const ids = [...first.results, ...second.results].map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect((await get('ordering=-id')).results.map((r) => r.id)).toEqual([...ids].reverse());
    expect((await get('kind=registration_received')).results.map((r) => r.to)).toEqual(['b@example.test']);
    expect((await get('kind=payment_link')).results.map((r) => r.to)).toEqual(['d@example.test']);
    expect((await get('status=sent')).results.map((r) => r.to)).toEqual(['c@example.test']);
    expect((await get('search=TRES')).results.map((r) => r.to)).toEqual(['c@example.test']);
    expect((await get(`id__in=${ids[0]},${ids[2]}&ordering=id`)).results.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/system/outbox/?status=lost', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/outbox/999999/', headers: admin })).statusCode).toBe(404);
  });
});

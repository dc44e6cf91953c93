/**
 * Mails with attachments (compose.ts): a finished mail's files are sent as they were stored; a
 * template mail is rendered once, on its first attempt, and a retry sends the same stored bytes.
 * Delivered to a real SMTP server started here; the worker's clock is pinned.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { backoffMs } from './delivery.ts';
import { queueMail, registerMailTemplate } from './compose.ts';
import { startSmtpServer, type TestSmtpServer } from './smtpTestServer.ts';
import { createMailWorker, type MailWorker } from './worker.ts';

const t = useTestApp();
let smtp: TestSmtpServer;
let worker: MailWorker;
let now: Date;
let renders = 0;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

registerMailTemplate('compose_test', async ({ now: at }, params) => {
  renders++;
  return {
    body: `Rendered ${renders} for ${String(params.who)} at ${at.toISOString()}`,
    attachments: [{ filename: `render-${renders}.txt`, contentType: 'text/plain', content: Buffer.from(`render ${renders}`) }],
  };
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  worker = createMailWorker({ db: t.db, config: { ...t.config, smtpUrl: smtp.url }, log: quiet, clock: () => now });
});

afterAll(async () => {
  await worker.stop();
  await smtp.close();
});

beforeEach(async () => {
  await t.db.deleteFrom('outbox').execute();
  smtp.received.length = 0;
  smtp.rejectRecipients = false;
  now = new Date(Date.now() + 1000);
});

const rowOf = (id: number) => t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const filesOf = (id: number) => t.db.selectFrom('outbox_attachments').select(['filename', 'content_type', 'content']).where('outbox_id', '=', id).orderBy('position').execute();

describe('outbox attachments', () => {
  it('sends a finished mail with its files, in order, and keeps them with the row', async () => {
    const pdf = Buffer.from('%PDF-1.3 test file');
    const id = await t.db.transaction().execute((trx) =>
      queueMail(trx, {
        to: 'cliente@example.test',
        subject: 'Presupuesto',
        kind: 'quote',
        body: 'Adjuntamos el presupuesto.',
        attachments: [
          { filename: 'presupuesto.pdf', contentType: 'application/pdf', content: pdf },
          { filename: 'notas.txt', contentType: 'text/plain', content: Buffer.from('notas') },
        ],
      }),
    );
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect((await filesOf(id)).map((f) => [f.filename, f.content_type, Buffer.from(f.content).toString()])).toEqual([
      ['presupuesto.pdf', 'application/pdf', pdf.toString()],
      ['notas.txt', 'text/plain', 'notas'],
    ]);
    const [mail] = smtp.received;
    expect(mail.subject).toBe('Presupuesto');
    expect(mail.raw).toContain('Adjuntamos el presupuesto.');
    expect(mail.raw.indexOf('presupuesto.pdf')).toBeLessThan(mail.raw.indexOf('notas.txt'));
    expect(mail.raw).toContain(pdf.toString('base64'));
  });

  it('a mail queued in a transaction that rolls back leaves no row and no file', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueMail(trx, { to: 'x@example.test', subject: 'S', kind: 'quote', body: 'B', attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('a') }] });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox_attachments').select('id').execute()).toEqual([]);
  });

  it('renders a template mail once: a refused first attempt stores body and files, the retry sends those same bytes', async () => {
    const id = await queueMail(t.db, { to: 'agencia@example.test', subject: 'Confirmación', kind: 'booking_confirmation', template: 'compose_test', params: { who: 'Ana' } });
    expect(await rowOf(id)).toMatchObject({ body: '', template: { name: 'compose_test', params: { who: 'Ana' } } });
    const before = renders;

    smtp.rejectRecipients = true;
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    expect(renders).toBe(before + 1);
    const stored = await rowOf(id);
    expect(stored).toMatchObject({ status: 'pending', template: null, body: `Rendered ${before + 1} for Ana at ${now.toISOString()}` });
    expect((await filesOf(id)).map((f) => f.filename)).toEqual([`render-${before + 1}.txt`]);

    smtp.rejectRecipients = false;
    now = new Date(now.getTime() + backoffMs(1) + 1000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(renders).toBe(before + 1);
    const [mail] = smtp.received;
    expect(mail.raw).toContain(stored.body);
    expect(mail.raw).toContain(`render-${before + 1}.txt`);
    expect(mail.raw).toContain(Buffer.from(`render ${before + 1}`).toString('base64'));
  });

  it('a template nobody registered is a refused attempt that says why, and the mail keeps its template', async () => {
    const id = await queueMail(t.db, { to: 'x@example.test', subject: 'S', kind: 'booking_confirmation', template: 'no_such_template', params: {} });
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    const row = await rowOf(id);
    expect(row.last_error).toContain("no mail template 'no_such_template'");
    expect(row.template).toMatchObject({ name: 'no_such_template' });
    expect(smtp.received).toEqual([]);
  });
});

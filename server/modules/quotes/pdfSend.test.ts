/** The quote's PDF (read back with pdfText) and its e-mail through the outbox, with the PDF attached. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetailRecord } from '../../../domain/records/quotes.ts';
import { addDeparture, createFlightFixture, ruleFreeDays, type FlightFixture } from '../../testing/flightFixtures.ts';
import { digest, PNG_1PX } from '../../testing/network.ts';
import { pdfText } from '../../testing/pdfText.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { createMailWorker } from '../mail/worker.ts';
import { pdfMoney } from './pdf.ts';
import { call, quoteOf, quoter } from './quotesTesting.ts';

const t = useTestApp();
let fx: FlightFixture;
let quote: QuoteDetailRecord;
const DAYS = ruleFreeDays(37, 44);

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  await quoter(t, 'pdf3', 'cancun');
  const out = await addDeparture(t.db, fx, { date: DAYS[0], categories: [{ category: fx.economy, capacity: 9 }] });
  const back = await addDeparture(t.db, fx, { date: DAYS[1], back: true, categories: [{ category: fx.economy, capacity: 9 }] });
  quote = await quoteOf(t, 'pdf3', [{ outbound: out, inbound: back, category: fx.economy, adults: 2, children: 1, infants: 0 }], { name: 'Escapada «Caribe» 2027', currency: 2 });
});

async function pdf(user: string, lang: string) {
  const res = await call(t, user, 'GET', `${quote.id}/pdf/`, undefined, lang);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

describe('the quote as a PDF', () => {
  it('has the agency, the quote’s name, its items and its total in the quote’s currency, in the request’s language', async () => {
    const es = await pdf('pdf3', 'es');
    expect(es.headers['content-type']).toBe('application/pdf');
    expect(es.headers['content-disposition']).toBe(`attachment; filename="cotizacion-${quote.id}.pdf"`);
    // Lines wrap where the layout needs: compare with runs of blanks made one space.
    const text = pdfText(es.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Agencia Cancún Travel');
    expect(text).toContain('Escapada «Caribe» 2027');
    expect(text).toContain('COTIZACIÓN');
    expect(text).toContain('Moneda: EUR');
    expect(text).toContain('Total');
    expect(text).toContain(pdfMoney(quote.total, 2, 'es'));
    expect(text).toContain(pdfMoney(quote.items[0].converted_price, 2, 'es'));
    // The route's arrow is a dash in the PDF's font; the original price in dollars beside it.
    expect(text).toContain(quote.items[0].description.replace(/→/g, '–'));
    expect(text).toContain(`(${pdfMoney(quote.items[0].price, 1, 'es')})`);
    expect(text).toContain('2 ad. · 1 niños · 0 bebés');
    expect(text).toContain('1 USD = 0.920000 EUR');
    expect(text).toMatch(/no reserva plazas/);

    const en = await pdf('pdf3', 'en');
    expect(en.headers['content-disposition']).toBe(`attachment; filename="quote-${quote.id}.pdf"`);
    const english = pdfText(en.rawPayload).replace(/\s+/g, ' ');
    expect(english).toContain('QUOTE');
    expect(english).toContain(pdfMoney(quote.total, 2, 'en'));
    expect(english).toContain('Exchange rates applied');
    expect(english).not.toContain('Cotización');
  });

  it('draws the agency’s logo when it is a PNG or JPEG, and goes out with the name alone otherwise', async () => {
    const mediaDir = path.join(t.config.dataDir, 'media');
    mkdirSync(mediaDir, { recursive: true });
    const agency = await t.agencyId('Agencia Cancún Travel');
    writeFileSync(path.join(mediaDir, 'quote-logo.png'), PNG_1PX);
    await t.db.updateTable('agencies').set({ logo: 'quote-logo.png' }).where('id', '=', agency).execute();
    const withLogo = (await pdf('pdf3', 'es')).rawPayload.toString('latin1');
    expect(withLogo).toMatch(/\/Subtype \/Image/);
    writeFileSync(path.join(mediaDir, 'quote-logo.webp'), Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '));
    await t.db.updateTable('agencies').set({ logo: 'quote-logo.webp' }).where('id', '=', agency).execute();
    const without = await pdf('pdf3', 'es');
    expect(without.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    expect(pdfText(without.rawPayload)).toContain('Agencia Cancún Travel');
    await t.db.updateTable('agencies').set({ logo: null }).where('id', '=', agency).execute();
  });
});

describe('sending the quote by e-mail', () => {
  it('queues a mail to the customer with the PDF attached, in the asked language; the worker sends the file with it', async () => {
    const res = await call(t, 'pdf3', 'POST', `${quote.id}/send/`, { email: 'cliente@example.test', language: 'en' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().detail).toBe('Cotización enviada a cliente@example.test.');
    const mail = await t.db.selectFrom('outbox').selectAll().where('id', '=', res.json().mail).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to: 'cliente@example.test', kind: 'quote', status: 'pending', subject: 'Quote “Escapada «Caribe» 2027” from Agencia Cancún Travel' });
    expect(mail.body).toContain(pdfMoney(quote.total, 2, 'en'));
    const files = await t.db.selectFrom('outbox_attachments').selectAll().where('outbox_id', '=', mail.id).execute();
    expect(files.map((f) => [f.filename, f.content_type])).toEqual([[`quote-${quote.id}.pdf`, 'application/pdf']]);
    expect(pdfText(Buffer.from(files[0].content))).toContain('Escapada «Caribe» 2027');
    expect(pdfText(Buffer.from(files[0].content))).toContain(pdfMoney(quote.total, 2, 'en'));

    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-quote-mail-'));
    try {
      const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const worker = createMailWorker({ db: t.db, config: { ...t.config, smtpUrl: null, dataDir }, log, clock: () => new Date(Date.now() + 1000) });
      expect((await worker.runOnce()).sent).toBeGreaterThanOrEqual(1);
      worker.transport.close();
      const file = path.join(dataDir, 'mail', `outbox-${mail.id}-quote.eml`);
      expect(existsSync(file)).toBe(true);
      const eml = readFileSync(file, 'utf8');
      expect(eml).toMatch(/^To: cliente@example\.test$/m);
      expect(eml).toMatch(/Content-Type: application\/pdf; name=quote-\d+\.pdf/);
      expect(eml).toMatch(/Content-Disposition: attachment; filename=quote-\d+\.pdf/);
      const attached = /filename=quote-\d+\.pdf\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)?.[1] ?? '';
      expect(pdfText(Buffer.from(attached.replace(/\s+/g, ''), 'base64'))).toContain('Escapada «Caribe» 2027');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await t.db.selectFrom('outbox').select('status').where('id', '=', mail.id).executeTakeFirstOrThrow()).toEqual({ status: 'sent' });
  });

  it('bad input is a 400 that queues nothing', async () => {
    const before = await digest(t.db, ['outbox', 'outbox_attachments']);
    for (const payload of [{}, { email: 'no-es-correo' }, { email: 'a@example.test', language: 'fr' }, { email: 'a@example.test', cc: 'b@example.test' }]) {
      const res = await call(t, 'pdf3', 'POST', `${quote.id}/send/`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await digest(t.db, ['outbox', 'outbox_attachments'])).toEqual(before);
  });
});

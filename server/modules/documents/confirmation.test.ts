/**
 * The booking confirmation e-mail (docs/api-documents.md 'Confirmation e-mail'): one outbox row in
 * the booking's transaction — per direct flight booking, per checkout (its order) — to the booking
 * user and the agency's informative address, in the reservation's language; the mail worker
 * renders its text and the voucher PDFs and sends them through a real SMTP server started here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor, type FlightFixture } from '../../testing/flightFixtures.ts';
import { pdfText } from '../../testing/pdfText.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { addedItem } from '../cart/cartTesting.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../mail/smtpTestServer.ts';
import { createMailWorker, type MailWorker } from '../mail/worker.ts';

const t = useTestApp();
let fx: FlightFixture;
let smtp: TestSmtpServer;
let worker: MailWorker;
let next = 0;
const day = () => daysFromNow(30 + next++);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let seeded: { reservations: number; confirmations: number };

beforeAll(async () => {
  const reservations = await t.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const confirmations = await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'booking_confirmation').executeTakeFirstOrThrow();
  seeded = { reservations: Number(reservations.n), confirmations: Number(confirmations.n) };
  fx = await createFlightFixture(t.db);
  smtp = await startSmtpServer();
  // The mails of a test were written a moment before: the worker's clock is a second ahead.
  worker = createMailWorker({ db: t.db, config: { ...t.config, smtpUrl: smtp.url }, log: quiet, clock: () => new Date(Date.now() + 1000) });
});

afterAll(async () => {
  await worker.stop();
  await smtp.close();
});

beforeEach(async () => {
  await t.db.deleteFrom('outbox').execute();
  smtp.received.length = 0;
});

const confirmations = () => t.db.selectFrom('outbox').selectAll().where('kind', '=', 'booking_confirmation').orderBy('id').execute();
const attachmentsOf = (outboxId: number) => t.db.selectFrom('outbox_attachments').selectAll().where('outbox_id', '=', outboxId).orderBy('position').execute();

async function bookDirect(lang: 'es' | 'en'): Promise<ReservationDetailRecord> {
  const date = day();
  const out = await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity: 9 }] });
  const res = await book(t.app, { ...(await t.auth('operator3')), 'accept-language': lang }, { outbound: out, category: fx.economy, adults: 2 }, { departure: date });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReservationDetailRecord>();
}

async function checkout(lang: 'es' | 'en', payment?: object): Promise<CheckoutRecord> {
  const headers = { ...(await t.auth('operator3')), 'accept-language': lang };
  const items = [];
  for (let i = 0; i < 2; i++) {
    const date = day();
    const out = await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity: 9 }] });
    const item = await addedItem(t.app, headers, { outbound: out, category: fx.economy, adults: 1 });
    items.push({ id: item.id, passengers: passengersFor({ adults: 1 }, date) });
  }
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { items, ...(payment ? { payment } : {}) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CheckoutRecord>();
}

/** The base64 attachment `filename` of a received mail, decoded. */
function attachment(mail: ReceivedMail, filename: string): Buffer {
  const part = new RegExp(`filename="?${filename.replace('.', '\\.')}"?\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(mail.raw);
  expect(part, `attachment ${filename}`).not.toBeNull();
  return Buffer.from(part![1].replace(/\s/g, ''), 'base64');
}

async function expectedRecipients(): Promise<string> {
  const agency = await t.db.selectFrom('agencies').select(['informative_email', 'email']).where('name', '=', 'Agencia Cancún Travel').executeTakeFirstOrThrow();
  return `reservas@cancuntravel.mx, ${agency.informative_email || agency.email}`;
}

describe('booking confirmation e-mail', () => {
  it("the demo bookings (booked inside the seed's transaction) wrote none", async () => {
    expect(seeded.reservations).toBeGreaterThan(0);
    expect(seeded.confirmations).toBe(0);
  });

  it('a direct booking writes one row in its transaction; the worker sends the text and the voucher (es)', async () => {
    const r = await bookDirect('es');
    const [row, ...others] = await confirmations();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ to: await expectedRecipients(), subject: `Confirmación de la reserva ${r.locator}`, status: 'pending', body: '' });
    expect(row.template).toMatchObject({ name: 'booking_confirmation', params: { reservations: [r.id], order: null, language: 'es' } });

    expect(await worker.runOnce()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    const sent = await t.db.selectFrom('outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', template: null });
    for (const expected of [
      'Hola, Sofía:',
      `Confirmamos la reserva ${r.locator} de Agencia Cancún Travel`,
      `Reserva ${r.locator} · Vuelos · Reservada (no pagada)`,
      `Ida: vuelo ${r.outbound.flight_number}, Origen de prueba`,
      `Pasajeros: ${r.passengers.map((p) => [p.first_name, p.last_name].join(' ')).join(', ')}`,
      'Pagado: USD 0,00',
      'Adjuntamos el voucher',
    ]) {
      expect(sent.body, expected).toContain(expected);
    }

    const [file] = await attachmentsOf(row.id);
    expect(file).toMatchObject({ filename: `voucher-${r.locator}.pdf`, content_type: 'application/pdf' });
    expect(pdfText(Buffer.from(file.content))).toContain(`Localizador ${r.locator}`);

    const [mail] = smtp.received;
    expect(mail.to.sort()).toEqual((await expectedRecipients()).split(', ').sort());
    expect(mail.subject).toBe(`Confirmación de la reserva ${r.locator}`);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/);
    expect(pdfText(attachment(mail, `voucher-${r.locator}.pdf`))).toContain(`Localizador ${r.locator}`);
  });

  it('is in English for a booking made in English', async () => {
    const r = await bookDirect('en');
    const [row] = await confirmations();
    expect(row.subject).toBe(`Booking ${r.locator} confirmed`);
    await worker.runOnce();
    const sent = await t.db.selectFrom('outbox').select('body').where('id', '=', row.id).executeTakeFirstOrThrow();
    for (const expected of ['Hello Sofía,', `We confirm booking ${r.locator}`, `Booking ${r.locator} · Flights · Reserved (not paid)`, `Outbound: flight ${r.outbound.flight_number}`, 'Paid: USD 0.00', 'The voucher of each booking is attached']) {
      expect(sent.body, expected).toContain(expected);
    }
    const [file] = await attachmentsOf(row.id);
    expect(pdfText(Buffer.from(file.content))).toContain(`Locator ${r.locator}`);
  });

  it('a checkout writes one mail for its order, with every reservation, the totals, the deadline while unpaid and a voucher each (es)', async () => {
    const done = await checkout('es');
    const rows = await confirmations();
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toBe(`Confirmación del pedido ${done.order.number}`);
    await worker.runOnce();
    const sent = await t.db.selectFrom('outbox').select('body').where('id', '=', rows[0].id).executeTakeFirstOrThrow();
    expect(sent.body).toContain(`Confirmamos el pedido ${done.order.number}`);
    for (const r of done.reservations) expect(sent.body).toContain(`Reserva ${r.locator} · Vuelos`);
    expect(sent.body).toContain('Total del pedido:');
    expect(sent.body).toMatch(/Fecha límite de pago: .+ UTC/);
    const files = await attachmentsOf(rows[0].id);
    expect(files.map((f) => f.filename)).toEqual(done.reservations.map((r) => `voucher-${r.locator}.pdf`));
    expect(smtp.received).toHaveLength(1);
  });

  it('a checkout paid from the agency funds says so and has no deadline (en)', async () => {
    const done = await checkout('en', { provider: 'agency_funds' });
    const [row] = await confirmations();
    expect(row.subject).toBe(`Order ${done.order.number} confirmed`);
    await worker.runOnce();
    const sent = await t.db.selectFrom('outbox').select('body').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(sent.body).toContain(`We confirm order ${done.order.number}`);
    expect(sent.body).toContain('Flights · Paid');
    expect(sent.body).toContain('Owed: USD 0.00');
    expect(sent.body).not.toContain('Payment deadline');
    const [file] = await attachmentsOf(row.id);
    expect(pdfText(Buffer.from(file.content))).toContain('Owed: USD 0.00');
  });

  it('a refused booking or checkout writes no mail', async () => {
    const date = day();
    const out = await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity: 1 }] });
    const bad = await book(t.app, await t.auth('operator3'), { outbound: out, category: fx.economy, adults: 2 }, { departure: date });
    expect(bad.statusCode).toBe(409);
    const headers = await t.auth('operator3');
    const item = await addedItem(t.app, headers, { outbound: out, category: fx.economy, adults: 1 });
    const refused = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { items: [{ id: item.id, passengers: passengersFor({ adults: 2 }, date) }] } });
    expect(refused.statusCode).toBe(400);
    expect(await confirmations()).toEqual([]);
  });
});

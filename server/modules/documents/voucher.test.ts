/**
 * GET reservations/{id}/voucher/ (docs/api-documents.md): who gets it (tenant scope, 404 outside,
 * 403 without a reading permission, sellers their own sales), the 409s (cancelled, a service with
 * no voucher section), the language (the reservation's, `?language=`), and what the PDF says, read
 * back from the bytes the endpoint sent.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { translate } from '../../../domain/i18n.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor, type FlightFixture } from '../../testing/flightFixtures.ts';
import { pdfPageCount, pdfText } from '../../testing/pdfText.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let fx: FlightFixture;
// One departure per flight and day: each booking flies out and back on its own pair of days (the
// figures checked are the booking's own, so the demo's dated price rules do not matter).
const DAYS = Array.from({ length: 16 }, (_, i) => daysFromNow(30 + 2 * i));
let next = 0;
let booked: ReservationDetailRecord;

const voucher = async (id: number, user: string, query = '', lang?: string) =>
  t.app.inject({ method: 'GET', url: `/api/reservations/${id}/voucher/${query}`, headers: { ...(await t.auth(user)), ...(lang ? { 'accept-language': lang } : {}) } });

async function bookAs(user: string, lang: 'es' | 'en' = 'es', extra: object = {}): Promise<ReservationDetailRecord> {
  const [day, back] = [DAYS[next], DAYS[next + 1]];
  next += 2;
  const out = await addDeparture(t.db, fx, { date: day, categories: [{ category: fx.economy, capacity: 9 }] });
  const inbound = await addDeparture(t.db, fx, { date: back, back: true, categories: [{ category: fx.economy, capacity: 9 }] });
  const headers = { ...(await t.auth(user)), 'accept-language': lang };
  const res = await book(t.app, headers, { outbound: out, inbound, category: fx.economy, adults: 2, children: 1, infants: 1 }, { departure: day, extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReservationDetailRecord>();
}

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  booked = await bookAs('operator3');
});

describe('GET reservations/{id}/voucher/', () => {
  it('sends the PDF as an attachment named after the locator, with the booking, the legs, the passengers, the policies and what is owed (es)', async () => {
    const res = await voucher(booked.id, 'operator3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voucher-${booked.locator}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Voucher',
      `Localizador ${booked.locator}`,
      'Agencia Cancún Travel',
      booked.client_name,
      'Vuelos',
      'Ida y vuelta',
      booked.outbound.flight_number,
      booked.inbound!.flight_number,
      'Origen de prueba',
      'Destino de prueba',
      'Equipaje de mano (10 lb)',
      'Los infantes viajan en brazos de un adulto.',
      ...booked.passengers.map((p) => p.passport),
      'Infante',
      // The frozen policies in Spanish, nearest days first; the one of value 0 is left out (spec §5).
      'Cancelación tardía · De 0 a 6 días antes de la salida: 100 % del total',
      'Reservada (no pagada)',
      `Pendiente: USD ${Number(booked.total).toLocaleString('es-ES', { minimumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions)}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Cancelación sin cargo');
    expect(text).toMatch(/Página 1 de \d/);
  });

  it('is in the reservation language; ?language= overrides it; the detail says which it is', async () => {
    const english = await bookAs('operator3', 'en');
    expect(english.language).toBe('en');
    expect(booked.language).toBe('es');
    const detail = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${english.id}/`, headers: await t.auth('operator3') });
    expect(detail.json<ReservationDetailRecord>().language).toBe('en');

    const en = pdfText((await voucher(english.id, 'operator3')).rawPayload);
    for (const expected of [`Locator ${english.locator}`, 'Round trip', 'Passengers', 'Hand luggage (10 lb)', 'Late cancellation · From 0 to 6 days before departure: 100 % of the total', 'Reserved (not paid)', 'Owed: USD']) {
      expect(en, expected).toContain(expected);
    }
    expect(en).not.toContain('Pasajeros');
    // The request's own language does not change it: the reservation's does, or ?language=.
    expect(pdfText((await voucher(english.id, 'operator3', '', 'es')).rawPayload)).toContain('Round trip');
    const es = pdfText((await voucher(english.id, 'operator3', '?language=es')).rawPayload);
    expect(es).toContain(`Localizador ${english.locator}`);
    expect(es).toContain('Cancelación tardía');
  });

  it('refuses a language it does not write with a translated 400', async () => {
    for (const lang of ['es', 'en'] as const) {
      const res = await voucher(booked.id, 'operator3', '?language=fr', lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ language: [translate(lang, 'validation.invalid_choice')] });
    }
  });

  it('follows the tenant scope: the agency and those above it get it, a sibling gets 404, a user without a reading permission 403', async () => {
    for (const user of ['operator3', 'operator2', 'admin', 'seller2']) expect((await voucher(booked.id, user)).statusCode, user).toBe(200);
    for (const user of ['operator2b', 'operator3b']) {
      const res = await voucher(booked.id, user);
      expect(res.statusCode, user).toBe(404);
      expect(res.json()).toEqual({ detail: translate('es', 'api.not_found') });
    }
    expect((await voucher(2_000_000, 'admin')).statusCode).toBe(404);
    await t.createUser({ username: 'voucher-nobody', agency: 'Agencia Cancún Travel', groups: ['Hotel View'] });
    expect((await voucher(booked.id, 'voucher-nobody')).statusCode).toBe(403);
  });

  it('gives a seller who may only list their own sales the vouchers of those sales alone', async () => {
    const mexico = await t.agencyId('Turismo Azul México');
    const user = await t.createUser({ username: 'voucher-seller', type: 'seller', agency: 'Turismo Azul México', groups: ['Seller Role'] });
    const seller = await t.db.insertInto('sellers').values({ user_id: user.id, agency_id: mexico, code: 'VS01', corporate_email: 'vs@example.test' }).returning('id').executeTakeFirstOrThrow();
    expect((await voucher(booked.id, 'voucher-seller')).statusCode).toBe(404);
    const sold = await bookAs('operator2', 'es', { seller: seller.id });
    expect((await voucher(sold.id, 'voucher-seller')).statusCode).toBe(200);
  });

  it('refuses a cancelled reservation with 409 and a clear message', async () => {
    const cancelled = await bookAs('operator3');
    const cancel = await t.app.inject({ method: 'POST', url: `/api/flights/reservation/${cancelled.id}/cancel/`, headers: await t.auth('operator3'), payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const lang of ['es', 'en'] as const) {
      const res = await voucher(cancelled.id, 'operator3', '', lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: translate(lang, 'documents.voucher.cancelled'), code: 'reservation_cancelled' });
    }
  });

  it("draws the agency's own logo when it has a PNG or JPEG, the portal's otherwise", async () => {
    const withoutLogo = (await voucher(booked.id, 'operator3')).rawPayload;
    expect(withoutLogo.toString('latin1')).not.toContain('/Subtype /Image');
    const media = path.join(t.config.dataDir, 'media', 'agencies');
    mkdirSync(media, { recursive: true });
    copyFileSync(path.resolve(import.meta.dirname, '../../../public/img/no_image.png'), path.join(media, 'voucher-logo.png'));
    await t.db.updateTable('agencies').set({ logo: 'agencies/voucher-logo.png' }).where('id', '=', booked.agency).execute();
    const withLogo = (await voucher(booked.id, 'operator3')).rawPayload;
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    // A logo that is not there (or not an image pdfkit can draw) falls back to the portal's.
    await t.db.updateTable('agencies').set({ logo: 'agencies/missing.webp' }).where('id', '=', booked.agency).execute();
    const missing = await voucher(booked.id, 'operator3');
    expect(missing.statusCode).toBe(200);
    expect(missing.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    await t.db.updateTable('agencies').set({ logo: null }).where('id', '=', booked.agency).execute();
  });

  it('shows what was paid and what is still owed', async () => {
    const paid = await bookAs('operator3');
    const pay = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${paid.id}/pay/`, headers: await t.auth('operator3'), payload: { provider: 'partial', amount: '10.00' } });
    expect(pay.statusCode, pay.body).toBe(201);
    const text = pdfText((await voucher(paid.id, 'operator3', '?language=en')).rawPayload);
    expect(text).toContain('Partially paid');
    expect(text).toContain('Paid: USD 10.00');
    const owed = (Number(paid.total) - 10).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text).toContain(`Owed: USD ${owed}`);
  });

  it('renders many passengers over several pages with numbered footers', async () => {
    const day = DAYS[DAYS.length - 1];
    const leg = await addDeparture(t.db, fx, { date: day, categories: [{ category: fx.economy, capacity: 40 }] });
    const res = await book(t.app, await t.auth('operator3'), { outbound: leg, category: fx.economy, adults: 9 }, { departure: day, passengers: passengersFor({ adults: 9 }, day) });
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json<ReservationDetailRecord>();
    const pdf = (await voucher(group.id, 'operator3')).rawPayload;
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Página ${page} de ${pages}`);
    for (const p of group.passengers) expect(text).toContain(p.passport);
  });
});

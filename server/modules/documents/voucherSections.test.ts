/**
 * The registry of voucher sections by service type (voucherSections.ts): a service without a
 * section gets a clear 409 (and its confirmation mail says so instead of failing); a service that
 * registers one gets its block inside the shared voucher.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { pdfText } from '../../testing/pdfText.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { createMailWorker } from '../mail/worker.ts';
import { queueBookingConfirmation } from './confirmation.ts';
import { registerVoucherSection, voucherSection } from './voucherSections.ts';

const t = useTestApp();

/** A reservation of another service, written as its booking would (no service table needed here). */
async function reservationOf(serviceType: string, locator: string) {
  const operator = await t.db.selectFrom('users').select(['id', 'agency_id']).where('username', '=', 'operator3').executeTakeFirstOrThrow();
  return t.db
    .insertInto('reservations')
    .values({
      locator,
      service_type: serviceType,
      agency_id: operator.agency_id,
      operator_id: operator.id,
      client_name: 'Cliente de prueba',
      start_date: '2030-05-01',
      end_date: '2030-05-03',
      currency_id: 1,
      net: '80.00',
      total: '100.00',
      price_levels: JSON.stringify({}),
      language: 'en',
    })
    .returning(['id', 'locator'])
    .executeTakeFirstOrThrow();
}

describe('voucher sections', () => {
  it('a service without a section is a 409 voucher_not_supported naming it in the request language, not a 500', async () => {
    const transfer = await reservationOf('transfers', 'VSTRF1');
    for (const lang of ['es', 'en'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reservations/${transfer.id}/voucher/`, headers: { ...(await t.auth('operator3')), 'accept-language': lang } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: translate(lang, 'documents.voucher.not_supported', { service: translate(lang, 'resumen.services.transfers') }), code: 'voucher_not_supported' });
    }
    expect(() => voucherSection('no_such_service', 'en')).toThrow(expect.objectContaining({ statusCode: 409, code: 'voucher_not_supported' }));
  });

  it("a service's registered section is drawn inside the shared voucher", async () => {
    registerVoucherSection('excursions', {
      load: async (_db, ids, language) =>
        new Map(
          ids.map((id) => [
            id,
            {
              summary: [language === 'en' ? 'Catamaran to Cayo Blanco' : 'Catamarán a Cayo Blanco'],
              policies: [{ name: 'Sin reembolso', name_en: 'Non refundable', discount_type: 'percent', value: '100.00', min_days: 0, max_days: null }],
              terms: [],
              render: (doc) => doc.block(language === 'en' ? 'Excursion' : 'Excursión').keyValues([[language === 'en' ? 'Meeting point' : 'Punto de encuentro', 'Marina Hemingway']]),
            },
          ]),
        ),
    });
    const trip = await reservationOf('excursions', 'VSEXC1');
    const res = await t.app.inject({ method: 'GET', url: `/api/reservations/${trip.id}/voucher/`, headers: await t.auth('operator3') });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const expected of ['Locator VSEXC1', 'Excursions', 'Excursion', 'Meeting point', 'Marina Hemingway', 'Non refundable · From 0 days before departure: 100 % of the total', 'Owed: USD 100.00']) {
      expect(text, expected).toContain(expected);
    }
  });

  it('an order mail with a service that has no section is sent without its voucher and says why', async () => {
    const transfer = await reservationOf('transfers', 'VSTRF2');
    const operator = await t.db.selectFrom('users').select('id').where('username', '=', 'operator3').executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) => queueBookingConfirmation(trx, { reservationIds: [transfer.id], orderId: null, userId: operator.id }));
    const worker = createMailWorker({ db: t.db, config: { ...t.config, smtpUrl: null }, log: { info: () => {}, warn: () => {}, error: () => {} }, clock: () => new Date(Date.now() + 1000) });
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    await worker.stop();
    const row = await t.db.selectFrom('outbox').select(['id', 'body', 'subject']).where('kind', '=', 'booking_confirmation').executeTakeFirstOrThrow();
    expect(row.subject).toBe('Booking VSTRF2 confirmed');
    expect(row.body).toContain('Booking VSTRF2 · Transfers');
    expect(row.body).toContain(`Booking VSTRF2 has no voucher attached (${translate('en', 'documents.voucher.not_supported', { service: 'Transfers' })})`);
    expect(await t.db.selectFrom('outbox_attachments').select('id').where('outbox_id', '=', row.id).execute()).toEqual([]);
  });
});

/**
 * The booking agency's notice of the coordinator's answer to an on-request stay (confirmed or
 * denied, reservations.ts answerHotelRequest): an alert in its top bar and an e-mail (outbox, kind
 * `hotel_request_answer`) to whoever booked it, else to the agency, in the language the stay was
 * booked in — through the notice writer every booking module shares (alerts/agencyNotice.ts), in
 * the answer's transaction, so the agency is told exactly when the answer committed.
 */
import type { Kysely } from 'kysely';
import { currencyById } from '../../../domain/currencies.ts';
import { translate } from '../../../domain/i18n.ts';
import type { Database } from '../../db/schema.ts';
import { notifyAgency } from '../alerts/agencyNotice.ts';

export const HOTEL_ANSWER_MAIL_KIND = 'hotel_request_answer';

export async function notifyHotelAnswer(trx: Kysely<Database>, reservationId: number, answer: 'confirmed' | 'denied', note: string, by: number): Promise<void> {
  const row = await trx
    .selectFrom('reservations as r')
    .innerJoin('hotel_reservations as hr', 'hr.reservation_id', 'r.id')
    .innerJoin('hotels as h', 'h.id', 'hr.hotel_id')
    .innerJoin('agencies as g', 'g.id', 'r.agency_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.locator', 'r.client_name', 'r.total', 'r.currency_id', 'r.language', 'r.agency_id', 'h.name as hotel', 'hr.checkin', 'hr.checkout', 'hr.rooms', 'g.email as agency_email', 'u.email as booker_email'])
    .where('r.id', '=', reservationId)
    .executeTakeFirstOrThrow();
  await notifyAgency(trx, {
    agencyId: row.agency_id,
    level: answer === 'confirmed' ? 'success' : 'danger',
    language: row.language,
    keys: `hotel_sales.answer.${answer}`,
    params: (lang) => ({
      locator: row.locator,
      client: row.client_name,
      hotel: row.hotel,
      checkin: row.checkin,
      checkout: row.checkout,
      rooms: (row.rooms as unknown[]).length,
      total: Number(row.total).toFixed(2),
      currency: currencyById(row.currency_id)?.abbreviation ?? '',
      note: note ? translate(lang, 'hotel_sales.answer.note_suffix', { note }) : '',
    }),
    to: row.booker_email || row.agency_email,
    mailKind: HOTEL_ANSWER_MAIL_KIND,
    createdBy: by,
  });
}

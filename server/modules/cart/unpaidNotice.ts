/**
 * The agency's notice of an unpaid booking released by the job (docs/api-cart.md 'Booking unpaid'):
 * an alert to the agency (top bar) and an e-mail (outbox, kind `unpaid_release`) to whoever booked
 * it, else to the agency, in the reservation's language (alerts/agencyNotice.ts). Written in the
 * release's transaction, so a booking is never released without its notice nor noticed without
 * being released.
 */
import type { Kysely } from 'kysely';
import { currencyById } from '../../../domain/currencies.ts';
import { translate } from '../../../domain/i18n.ts';
import type { Database } from '../../db/schema.ts';
import { notifyAgency } from '../alerts/agencyNotice.ts';

type Db = Kysely<Database>;

export const UNPAID_RELEASE_MAIL_KIND = 'unpaid_release';

const FREED = new Set(['flights', 'hotels']);

export async function notifyUnpaidRelease(trx: Db, reservationId: number, deadline: Date): Promise<void> {
  const row = await trx
    .selectFrom('reservations as r')
    .innerJoin('agencies as g', 'g.id', 'r.agency_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.locator', 'r.service_type', 'r.start_date', 'r.end_date', 'r.total', 'r.currency_id', 'r.language', 'r.agency_id', 'g.email as agency_email', 'u.email as booker_email'])
    .where('r.id', '=', reservationId)
    .executeTakeFirstOrThrow();
  await notifyAgency(trx, {
    agencyId: row.agency_id,
    level: 'warning',
    language: row.language,
    keys: 'unpaid_release',
    params: (lang) => ({
      locator: row.locator,
      service: translate(lang, `resumen.services.${row.service_type}`),
      start: row.start_date,
      end: row.end_date,
      total: Number(row.total).toFixed(2),
      currency: currencyById(row.currency_id)?.abbreviation ?? '',
      deadline: deadline.toISOString().slice(0, 16).replace('T', ' '),
      freed: translate(lang, `unpaid_release.freed.${FREED.has(row.service_type) ? row.service_type : 'other'}`),
    }),
    to: row.booker_email || row.agency_email,
    mailKind: UNPAID_RELEASE_MAIL_KIND,
    createdBy: null,
  });
}

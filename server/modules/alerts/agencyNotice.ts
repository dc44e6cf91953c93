/**
 * An agency's notice about one of its bookings or requests: an alert in its top bar (audience
 * `agency`) and an e-mail through the outbox, in the language the booking was made in, written in
 * the caller's transaction — so a notice exists exactly when the change it tells about committed.
 * One writer for every module that tells an agency its booking moved (a house request's status, a
 * hotel stay confirmed or denied by the coordinator, an unpaid booking released), so each only says
 * what to tell: its message keys and their parameters.
 */
import type { Kysely } from 'kysely';
import { pickLanguage, type Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import type { Database } from '../../db/schema.ts';
import { queueMail } from '../mail/compose.ts';

export type NoticeLevel = 'info' | 'warning' | 'danger' | 'success';

export interface AgencyNotice {
  agencyId: number;
  level: NoticeLevel;
  /** The `language` column of what the notice is about (es when unknown). */
  language: string | null | undefined;
  /** Message keys `<keys>.alert_topic`, `.alert_body`, `.mail_subject` and `.mail_body`. */
  keys: string;
  /** The keys' parameters in that language (a status or a service name is itself translated). */
  params: (lang: Language) => Record<string, string | number>;
  /** Whoever booked it, else the agency's address; none: the alert alone. */
  to: string | null | undefined;
  /** The outbox kind of the e-mail (the outbox filters and logs by it). */
  mailKind: string;
  /** The user whose action it tells about; null for a job. */
  createdBy: number | null;
}

export async function notifyAgency(trx: Kysely<Database>, notice: AgencyNotice): Promise<void> {
  const lang = pickLanguage(notice.language);
  const params = notice.params(lang);
  const text = (part: 'alert_topic' | 'alert_body' | 'mail_subject' | 'mail_body') => translate(lang, `${notice.keys}.${part}`, params);
  await trx
    .insertInto('alerts')
    .values({ level: notice.level, topic: text('alert_topic'), body: text('alert_body'), audience: 'agency', audience_level: null, agency_id: notice.agencyId, user_id: null, created_by: notice.createdBy })
    .execute();
  if (notice.to) await queueMail(trx, { to: notice.to, kind: notice.mailKind, subject: text('mail_subject'), body: text('mail_body') });
}

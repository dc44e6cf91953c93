/**
 * The booking confirmation e-mail (docs/api-documents.md 'Confirmation e-mail'): one mail per
 * checkout (its order) or per flight booked directly, to the user who booked and the booking
 * agency's informative address (its general address when that is empty), in the reservations'
 * language. The booking's transaction writes only the outbox row (`queueBookingConfirmation`);
 * the mail worker renders the text and the vouchers when the mail leaves, from the reservations
 * as they are then (so a payment made right after the booking shows as paid).
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { formatDate, formatInstant, formatMoney } from '../../documents/format.ts';
import { queueMail, registerMailTemplate, type MailAttachment, type TemplateContext } from '../mail/compose.ts';
import { loadVoucherData, voucherReservations, type VoucherData } from './voucherData.ts';
import { owedOf, renderVoucherPdf } from './voucherPdf.ts';

type Db = Kysely<Database>;

export const CONFIRMATION_KIND = 'booking_confirmation';

interface ConfirmationParams {
  reservations: number[];
  order: number | null;
  user: number;
  language: Language;
}

export interface ConfirmationInput {
  /** The reservations booked, in the order they were booked. */
  reservationIds: readonly number[];
  /** The checkout's order; null for a flight booked directly. */
  orderId: number | null;
  /** The user who booked. */
  userId: number;
}

/** The booking user's address and the agency's informative one (or its general one), once each. */
async function recipients(db: Db, userId: number, agencyId: number): Promise<string[]> {
  const [user, agency] = await Promise.all([
    db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('agencies').select(['informative_email', 'email']).where('id', '=', agencyId).executeTakeFirst(),
  ]);
  const all = [user?.email ?? '', agency?.informative_email || agency?.email || ''].map((e) => e.trim()).filter((e) => e !== '');
  return [...new Map(all.map((e) => [e.toLowerCase(), e])).values()];
}

/**
 * Writes the confirmation into the outbox with `db`, the booking's transaction: called by the
 * flight booking when it runs its own transaction (a direct booking) and by the checkout once its
 * order is booked (and paid, when it pays). Nobody to write to (no addresses) → no mail.
 */
export async function queueBookingConfirmation(db: Db, input: ConfirmationInput): Promise<void> {
  if (input.reservationIds.length === 0) return;
  const rows = await db.selectFrom('reservations').select(['id', 'locator', 'agency_id', 'language']).where('id', 'in', [...input.reservationIds]).execute();
  const first = rows.find((r) => r.id === input.reservationIds[0]);
  if (!first) return;
  const to = await recipients(db, input.userId, first.agency_id);
  if (to.length === 0) return;
  const order = input.orderId === null ? null : await db.selectFrom('orders').select('number').where('id', '=', input.orderId).executeTakeFirst();
  const language = first.language;
  const subject = order
    ? translate(language, 'documents.mail.subject_order', { order: order.number })
    : translate(language, 'documents.mail.subject_reservation', { locator: first.locator });
  const params: ConfirmationParams = { reservations: [...input.reservationIds], order: input.orderId, user: input.userId, language };
  await queueMail(db, { to: to.join(', '), subject, kind: CONFIRMATION_KIND, template: CONFIRMATION_KIND, params: { ...params } });
}

function reservationLines(data: VoucherData, language: Language): string[] {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const r = data.reservation;
  const owed = owedOf(r.total, r.paid_amount);
  const lines = [
    t('documents.mail.reservation', { locator: r.locator, service: t(`resumen.services.${r.service_type}`), status: t(`export.statuses.commercial_status.${r.commercial_status}`) }),
    ...(data.service?.summary ?? []).map((line) => `  ${line}`),
    `  ${t('documents.mail.dates', { start: formatDate(r.start_date, language), end: formatDate(r.end_date, language) })}`,
    `  ${t('documents.mail.passengers', { names: data.passengers.map((p) => p.name).join(', ') || '-' })}`,
    `  ${t('documents.mail.amounts', { total: formatMoney(r.total, r.currency_id, language), paid: formatMoney(r.paid_amount, r.currency_id, language), owed: formatMoney(owed, r.currency_id, language) })}`,
  ];
  if (toMinor(owed) > 0 && r.payment_deadline) lines.push(`  ${t('documents.mail.deadline', { date: formatInstant(r.payment_deadline, language) })}`);
  return lines;
}

/** The mail's text and one voucher per reservation that can have one (not cancelled, a service with a voucher section). */
async function renderConfirmation(ctx: TemplateContext, raw: Record<string, unknown>) {
  const params = raw as unknown as ConfirmationParams;
  const { db } = ctx;
  const language = params.language;
  const t = (key: string, p?: Record<string, string | number>) => translate(language, key, p);
  const rows = await voucherReservations(db, params.reservations);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = params.reservations.map((id) => byId.get(id)).filter((r) => r !== undefined);
  if (ordered.length === 0) throw new Error(`the reservations ${params.reservations.join(', ')} of this confirmation are gone`);
  const data = await loadVoucherData(db, ordered, language);
  const user = await db.selectFrom('users').select(['first_name', 'username']).where('id', '=', params.user).executeTakeFirst();
  const first = ordered[0];
  const orderNumber = first.order_id === params.order ? first.order_number : null;

  const lines = [user ? t('documents.mail.greeting', { name: user.first_name || user.username }) : t('documents.mail.greeting_team'), ''];
  lines.push(
    orderNumber
      ? t('documents.mail.intro_order', { order: orderNumber, agency: first.agency_name, date: formatInstant(first.created_at, language) })
      : t('documents.mail.intro_reservation', { locator: first.locator, agency: first.agency_name, date: formatInstant(first.created_at, language) }),
    '',
  );
  for (const item of data) lines.push(...reservationLines(item, language), '');
  if (data.length > 1) {
    const sum = (pick: (d: VoucherData) => string) => fromMinor(data.reduce((s, d) => s + toMinor(pick(d)), 0));
    const currency = first.currency_id;
    lines.push(
      t('documents.mail.order_totals', {
        total: formatMoney(sum((d) => d.reservation.total), currency, language),
        paid: formatMoney(sum((d) => d.reservation.paid_amount), currency, language),
        owed: formatMoney(sum((d) => owedOf(d.reservation.total, d.reservation.paid_amount)), currency, language),
      }),
      '',
    );
  }

  const attachments: MailAttachment[] = [];
  const mediaDir = path.join(ctx.dataDir, 'media');
  for (const item of data) {
    const r = item.reservation;
    if (r.status === 'cancelled') lines.push(t('documents.mail.no_voucher', { locator: r.locator, reason: t('documents.voucher.cancelled') }));
    else if (!item.service) lines.push(t('documents.mail.no_voucher', { locator: r.locator, reason: t('documents.voucher.not_supported', { service: t(`resumen.services.${r.service_type}`) }) }));
    else attachments.push({ filename: `voucher-${r.locator}.pdf`, contentType: 'application/pdf', content: await renderVoucherPdf(item, language, mediaDir, ctx.now) });
  }
  if (attachments.length > 0) lines.push(t('documents.mail.vouchers'));
  lines.push('', t('documents.mail.closing'));
  return { body: lines.join('\n'), attachments };
}

registerMailTemplate(CONFIRMATION_KIND, renderConfirmation);

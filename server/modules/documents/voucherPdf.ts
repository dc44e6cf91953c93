/**
 * The voucher PDF of one reservation (docs/api-documents.md), on the shared layout: the issuing
 * agency (logo, name, contact), the booking (locator, order, dates, who booked), the customer, the
 * service's own section, the passengers, the frozen cancellation policy (penalties of value 0
 * left out, spec §5) and terms in the document's language, and the payment: status, total, paid,
 * owed and, while something is owed, the payment deadline.
 */
import { localizedPolicies, localizedTerms } from '../../../domain/catalogNames.ts';
import type { Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { outstandingMinor } from '../../../domain/payments/statuses.ts';
import { byDays, type CancellationPolicy } from '../../../domain/pricing/cancellation.ts';
import { formatDate, formatMoney } from '../../documents/format.ts';
import { PdfDocument } from '../../documents/layout.ts';
import { agencyLogo } from '../../documents/logo.ts';
import type { VoucherData } from './voucherData.ts';

/** 'Name · De 3 a 14 días antes de la salida: 50 % del total', nearest days first; the policies whose value is above 0 only (spec §5). */
export function policyLines(policies: readonly CancellationPolicy[], currencyId: number, language: Language): string[] {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  return byDays(policies)
    .filter((p) => toMinor(p.value) > 0)
    .map((p) => {
      const range = p.max_days === null ? t('documents.policy.from_days', { min: p.min_days }) : t('documents.policy.range_days', { min: p.min_days, max: p.max_days });
      const value =
        p.discount_type === 'percent'
          ? t('documents.policy.percent', { value: Number(p.value) })
          : p.discount_type === 'fixed'
            ? t('documents.policy.fixed', { value: formatMoney(p.value, currencyId, language) })
            : t('documents.policy.nights', { value: Number(p.value) });
      return `${p.name} · ${range}: ${value}`;
    });
}

/** What is still owed on a reservation, as a decimal string. */
export function owedOf(total: string, paid: string): string {
  return fromMinor(outstandingMinor(toMinor(total), toMinor(paid)));
}

export async function renderVoucherPdf(data: VoucherData, language: Language, mediaDir: string, now: Date): Promise<Buffer> {
  const { reservation: r, passengers, service } = data;
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const doc = new PdfDocument({
    language,
    title: t('documents.voucher.title'),
    reference: t('documents.voucher.reference', { locator: r.locator }),
    issuer: { name: r.agency_name, logo: await agencyLogo(mediaDir, r.agency_logo), lines: [r.agency_address, r.agency_phone, r.agency_email] },
    createdAt: now,
    footerNote: t('documents.issued', { date: formatDate(now.toISOString(), language) }),
  });

  doc.block(t('documents.voucher.booking'));
  doc.keyValues(
    [
      [t('documents.voucher.locator'), r.locator],
      [t('documents.voucher.order'), r.order_number ?? ''],
      [t('documents.voucher.service'), t(`resumen.services.${r.service_type}`)],
      [t('documents.voucher.dates'), `${doc.date(r.start_date)} – ${doc.date(r.end_date)}`],
      [t('documents.voucher.created_at'), doc.instant(r.created_at)],
      [t('documents.voucher.status'), t(`export.statuses.status.${r.status}`)],
      [t('documents.voucher.operator'), r.operator_name],
      [t('documents.voucher.seller'), r.seller_name ?? ''],
      [t('documents.voucher.provider_confirmation'), r.provider_confirmation_code],
    ],
    { columns: 2 },
  );

  doc.block(t('documents.voucher.customer'));
  doc.keyValues([[t('documents.voucher.holder'), r.client_name]]);

  service?.render(doc);

  doc.block(t('documents.voucher.passengers'));
  doc.table({
    columns: [
      { header: t('documents.voucher.passenger'), width: 3 },
      { header: t('documents.voucher.passenger_type'), width: 1.2 },
      { header: t('documents.voucher.document'), width: 1.6 },
      { header: t('documents.voucher.date_of_birth'), width: 1.4 },
      { header: t('documents.voucher.nationality'), width: 1.6 },
    ],
    rows: passengers.map((p) => [p.name, t(`export.passenger_types.${p.type}`), p.document, doc.date(p.date_of_birth), p.nationality]),
  });

  const policies = policyLines(localizedPolicies(language, service?.policies), r.currency_id, language);
  doc.block(t('documents.voucher.policies'));
  if (policies.length > 0) doc.bullets(policies);
  else doc.paragraph(t('documents.voucher.no_penalty'));
  const terms = localizedTerms(language, service?.terms).filter((term) => term.name.trim() !== '' || term.description.trim() !== '');
  if (terms.length > 0) {
    doc.block(t('documents.voucher.terms'));
    for (const term of terms) {
      if (term.name.trim() !== '') doc.subheading(term.name);
      if (term.description.trim() !== '') doc.paragraph(term.description, { size: 8.5 });
    }
  }

  const owed = owedOf(r.total, r.paid_amount);
  doc.block(t('documents.voucher.payment'));
  doc.keyValues([
    [t('documents.voucher.payment_status'), t(`export.statuses.commercial_status.${r.commercial_status}`)],
    [t('documents.voucher.deadline'), toMinor(owed) > 0 && r.payment_deadline ? doc.instant(r.payment_deadline) : ''],
  ]);
  doc.totals([
    [t('documents.voucher.total'), doc.money(r.total, r.currency_id)],
    [t('documents.voucher.paid'), doc.money(r.paid_amount, r.currency_id)],
    [t('documents.voucher.owed'), doc.money(owed, r.currency_id)],
  ]);
  if (toMinor(owed) > 0 && r.payment_deadline) doc.paragraph(t('documents.voucher.deadline_note'), { muted: true });
  doc.paragraph(t('documents.voucher.contact', { agency: [r.agency_name, r.agency_phone, r.agency_email].filter(Boolean).join(' · ') }), { muted: true });
  return doc.finish();
}

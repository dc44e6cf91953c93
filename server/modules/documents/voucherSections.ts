/**
 * The voucher's service sections, keyed by service type (ARCHITECTURE.md 'Services, cart and
 * money': each service adds "a voucher section"). The voucher itself — agency, locator, order,
 * customer, passengers, policies, payment — is shared (voucher.ts); a service only says what it
 * booked. A service registers its section where its booking lives:
 *
 *   registerVoucherSection('flights', { load: async (db, ids, language) => new Map(…) });
 *
 * and adds one import line to sections.ts so the section is there wherever vouchers are made. A
 * reservation of a service without a section gets a clear 409 `voucher_not_supported`, never a 500.
 */
import type { Kysely } from 'kysely';
import type { PolicySnapshot, TermsSnapshot } from '../../../domain/catalogNames.ts';
import type { Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import type { Database } from '../../db/schema.ts';
import type { PdfDocument } from '../../documents/layout.ts';
import { ApiError } from '../../http/errors.ts';

type Db = Kysely<Database>;

/** One reservation's part of a service, loaded in the document's language. */
export interface ServiceVoucher {
  /** Draws the service's block(s) of the voucher (doc.block, doc.table …). */
  render(doc: PdfDocument): void;
  /** What was booked, one line each, for the order confirmation e-mail. */
  summary: string[];
  /** The cancellation policies and terms frozen on the booking (both languages; the voucher picks). */
  policies: PolicySnapshot[];
  terms: TermsSnapshot[];
}

export interface VoucherSection {
  /** The service's part of each of these reservations (all of its service type), by reservation id. */
  load(db: Db, reservationIds: readonly number[], language: Language): Promise<Map<number, ServiceVoucher>>;
}

const sections = new Map<string, VoucherSection>();

export function registerVoucherSection(serviceType: string, section: VoucherSection): void {
  sections.set(serviceType, section);
}

export function hasVoucherSection(serviceType: string): boolean {
  return sections.has(serviceType);
}

/** 409 voucher_not_supported, naming the service in the request's language. */
export function voucherNotSupported(serviceType: string, language: Language): ApiError {
  const service = translate(language, `resumen.services.${serviceType}`);
  return new ApiError(409, { key: 'documents.voucher.not_supported', params: { service: service.startsWith('resumen.') ? serviceType : service } }, 'voucher_not_supported');
}

export function voucherSection(serviceType: string, language: Language): VoucherSection {
  const section = sections.get(serviceType);
  if (!section) throw voucherNotSupported(serviceType, language);
  return section;
}

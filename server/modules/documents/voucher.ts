/**
 * GET reservations/{id}/voucher/ (docs/api-documents.md): the reservation in the caller's tenant
 * scope and audience (domain/documents/rules.ts; 404 otherwise), refused with 409 when cancelled
 * or when its service has no voucher section, rendered in `?language=` or the reservation's own.
 */
import { sql } from 'kysely';
import { voucherAudience } from '../../../domain/documents/rules.ts';
import type { VoucherQuery } from '../../../domain/schemas/documents.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import { loadVoucherData, voucherReservations } from './voucherData.ts';
import { renderVoucherPdf } from './voucherPdf.ts';
import { voucherSection } from './voucherSections.ts';

export interface VoucherFile {
  filename: string;
  pdf: Buffer;
}

export const voucherCancelled = () => new ApiError(409, { key: 'documents.voucher.cancelled' }, 'reservation_cancelled');

export async function getVoucher(ctx: ServiceContext, mediaDir: string, id: number, query: VoucherQuery, now = new Date()): Promise<VoucherFile> {
  const { db, actor, lang } = ctx;
  const visible = await db
    .selectFrom('reservations as r')
    .select(['r.id', 'r.service_type', sql<boolean>`r.seller_id in (select sl.id from sellers sl where sl.user_id = ${actor.id})`.as('own_sale')])
    .where('r.id', '=', id)
    .where(agencyScope(actor, 'r.agency_id'))
    .executeTakeFirst();
  const audience = visible ? voucherAudience(actor, visible.service_type) : null;
  if (!visible || audience === null || (audience === 'own' && !visible.own_sale)) throw notFound();
  const [reservation] = await voucherReservations(db, [id]);
  if (reservation.status === 'cancelled') throw voucherCancelled();
  const language = query.language ?? reservation.language;
  voucherSection(reservation.service_type, lang);
  const [data] = await loadVoucherData(db, [reservation], language);
  return { filename: `voucher-${reservation.locator}.pdf`, pdf: await renderVoucherPdf(data, language, mediaDir, now) };
}

/**
 * The hotel section of the voucher (server/modules/documents/voucherSections.ts): the hotel and
 * its address, the stay and the plan, and one row per room with its type, holder, guests (the
 * children's ages) and supplements; an on-request stay says it awaits the hotel's confirmation.
 * The booked cancellation policy goes to the shared part of the voucher.
 */
import type { Kysely } from 'kysely';
import type { PolicySnapshot } from '../../../domain/catalogNames.ts';
import type { Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import type { HotelBookedRoom } from '../../../domain/records/hotelSales.ts';
import { stayNights } from '../../../domain/services/hotels.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { Database } from '../../db/schema.ts';
import { formatDate } from '../../documents/format.ts';
import { registerVoucherSection, type ServiceVoucher } from '../documents/voucherSections.ts';

type Db = Kysely<Database>;

async function load(db: Db, reservationIds: readonly number[], language: Language): Promise<Map<number, ServiceVoucher>> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, `hotel_sales.voucher.${key}`, params);
  const rows = await db
    .selectFrom('hotel_reservations as hr')
    .innerJoin('hotels as h', 'h.id', 'hr.hotel_id')
    .innerJoin('meal_plans as m', 'm.id', 'hr.meal_plan_id')
    .innerJoin('reservations as r', 'r.id', 'hr.reservation_id')
    .select(['hr.reservation_id', 'h.name as hotel', 'h.address', 'h.category', 'hr.checkin', 'hr.checkout', 'hr.rooms', 'hr.cancellation_policy', 'r.coordinator_status', 'hr.provider_reference', nameIn(language, 'm').as('plan')])
    .where('hr.reservation_id', 'in', [...reservationIds])
    .execute();
  const out = new Map<number, ServiceVoucher>();
  for (const r of rows) {
    const rooms = r.rooms as HotelBookedRoom[];
    const nights = stayNights(r.checkin, r.checkout).length;
    const stay = `${formatDate(r.checkin, language)} → ${formatDate(r.checkout, language)} (${nights} ${t('nights')})`;
    const guests = (room: HotelBookedRoom) => [`${room.adults} ${t('adults')}`, ...(room.children_ages.length ? [t('children', { ages: room.children_ages.join(', ') })] : [])].join(', ');
    out.set(r.reservation_id, {
      summary: [`${r.hotel} · ${stay} · ${r.plan} · ${rooms.length} × ${rooms.map((room) => room.room_type_name).join(', ')}`],
      policies: (r.cancellation_policy as PolicySnapshot[] | null) ?? [],
      terms: [],
      render(doc) {
        doc.block(t('title'));
        doc.keyValues(
          [
            [t('hotel'), `${r.hotel} ${'★'.repeat(r.category)}`],
            [t('stay'), stay],
            [t('plan'), r.plan],
            ...(r.address ? ([[translate(language, 'hotel_sales.voucher.hotel'), r.address]] as [string, string][]) : []),
            // A provider hotel's booking is known to the hotel by the provider's reference.
            ...(r.provider_reference ? ([[translate(language, 'hotel_provider_sales.voucher_reference'), r.provider_reference]] as [string, string][]) : []),
          ],
          { columns: 2 },
        );
        doc.table({
          columns: [
            { header: t('room'), width: 2 },
            { header: t('holder'), width: 2 },
            { header: t('guests'), width: 2 },
            { header: t('supplements'), width: 2.4 },
          ],
          rows: rooms.map((room) => [room.room_type_name, `${room.holder.first_name} ${room.holder.last_name}`, guests(room), room.supplements.map((s) => s.name).join(', ')]),
        });
        if (r.coordinator_status === 'requested') doc.paragraph(t('on_request'), { muted: true });
      },
    });
  }
  return out;
}

registerVoucherSection('hotels', { load });

/**
 * What a voucher shows, loaded for one reservation (the download) or an order's (the confirmation
 * e-mail) in one go: the general reservation with its agency and order, the passengers, and the
 * service's part from its voucher section. Nothing here checks who asks: voucher.ts does.
 */
import { sql, type Kysely } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import type { Database } from '../../db/schema.ts';
import { hasVoucherSection, voucherSection, type ServiceVoucher } from './voucherSections.ts';
import './sections.ts';

type Db = Kysely<Database>;

function reservationRows(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.locator',
      'r.service_type',
      'r.status',
      'r.agency_id',
      'r.operator_id',
      'r.seller_id',
      'r.client_name',
      'r.start_date',
      'r.end_date',
      'r.created_at',
      'r.currency_id',
      'r.total',
      'r.paid_amount',
      'r.commercial_status',
      'r.payment_deadline',
      'r.provider_confirmation_code',
      'r.language',
      'r.order_id',
      'o.number as order_number',
      'a.name as agency_name',
      'a.logo as agency_logo',
      'a.address as agency_address',
      'a.phone as agency_phone',
      sql<string>`coalesce(nullif(a.informative_email, ''), a.email)`.as('agency_email'),
      sql<string>`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = r.operator_id)`.as('operator_name'),
      sql<string | null>`(select trim(su.first_name || ' ' || su.last_name) from sellers sl join users su on su.id = sl.user_id where sl.id = r.seller_id)`.as('seller_name'),
    ])
    .where('r.id', 'in', [...ids])
    .orderBy('r.id');
}

export type VoucherReservation = Awaited<ReturnType<ReturnType<typeof reservationRows>['execute']>>[number];

export interface VoucherPassenger {
  name: string;
  type: string;
  document: string;
  date_of_birth: string;
  nationality: string;
}

export interface VoucherData {
  reservation: VoucherReservation;
  passengers: VoucherPassenger[];
  /** Null when the service has no voucher section yet. */
  service: ServiceVoucher | null;
}

/** The reservation rows alone (scope and status checks come before the heavier loading). */
export async function voucherReservations(db: Db, ids: readonly number[]): Promise<VoucherReservation[]> {
  return ids.length === 0 ? [] : reservationRows(db, ids).execute();
}

async function passengersOf(db: Db, ids: readonly number[], language: Language): Promise<Map<number, VoucherPassenger[]>> {
  const rows = await db
    .selectFrom('reservation_passengers as p')
    .leftJoin('countries as n', 'n.id', 'p.nationality_id')
    .select(['p.reservation_id', 'p.first_name', 'p.middle_name', 'p.last_name', 'p.type', 'p.passport', 'p.date_of_birth', language === 'en' ? 'n.name_en as nationality' : 'n.name_es as nationality'])
    .where('p.reservation_id', 'in', [...ids])
    .orderBy('p.reservation_id')
    .orderBy('p.position')
    .execute();
  const out = new Map<number, VoucherPassenger[]>();
  for (const p of rows) {
    const list = out.get(p.reservation_id) ?? [];
    list.push({ name: [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' '), type: p.type, document: p.passport, date_of_birth: p.date_of_birth, nationality: p.nationality ?? '' });
    out.set(p.reservation_id, list);
  }
  return out;
}

/** Everything the vouchers of these reservations show, in `language`; one query per service type present. */
export async function loadVoucherData(db: Db, reservations: readonly VoucherReservation[], language: Language): Promise<VoucherData[]> {
  const ids = reservations.map((r) => r.id);
  const byType = new Map<string, number[]>();
  for (const r of reservations) byType.set(r.service_type, [...(byType.get(r.service_type) ?? []), r.id]);
  const services = new Map<number, ServiceVoucher>();
  for (const [type, typeIds] of byType) {
    if (!hasVoucherSection(type)) continue;
    for (const [id, part] of await voucherSection(type, language).load(db, typeIds, language)) services.set(id, part);
  }
  const passengers = ids.length === 0 ? new Map<number, VoucherPassenger[]>() : await passengersOf(db, ids, language);
  return reservations.map((reservation) => ({ reservation, passengers: passengers.get(reservation.id) ?? [], service: services.get(reservation.id) ?? null }));
}

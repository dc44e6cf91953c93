/** The general reservation list: a DRF page of every service's reservations plus the filter's totals. */
import type { GeneralReservationPage, GeneralReservationRecord } from '../../../domain/records/resumen.ts';
import type { SellerReservationFilters, SellerReservationListQuery } from '../../../domain/schemas/resumen.ts';
import type { ServiceContext } from '../../http/context.ts';
import { pageOf, paginate } from '../../http/pagination.ts';
import { generalOrdering, generalPageByAgency, generalReservations, generalRowsByIds, generalTotals, walksByAgency, type GeneralRow, type ListAudience } from './query.ts';

export function filtersOf(q: SellerReservationListQuery): SellerReservationFilters {
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q;
  return filters;
}

export function toGeneralRecord(row: GeneralRow): GeneralReservationRecord {
  return {
    id: row.id,
    locator: row.locator,
    service_type: row.service_type,
    summary: row.summary,
    status: row.status,
    agency: row.agency_id,
    agency_name: row.agency_name,
    operator: row.operator_id,
    operator_name: row.operator_name,
    seller: row.seller_id,
    seller_name: row.seller_name,
    client_name: row.client_name,
    start_date: row.start_date,
    end_date: row.end_date,
    created_at: row.created_at.toISOString(),
    currency: row.currency_id,
    total: row.total,
    is_paid: row.commercial_status === 'paid',
    commercial_status: row.commercial_status,
    accounting_status: row.accounting_status,
    provider_status: row.provider_status,
    coordinator_status: row.coordinator_status,
    business_line: row.business_line,
    cost_center: row.cost_center,
    has_notes: row.has_notes,
    accounting_provider: row.accounting_provider,
    accounting_provider_name: row.accounting_provider_name ?? row.accounting_provider,
  };
}

export async function listGeneralReservations(ctx: ServiceContext, url: string, q: SellerReservationListQuery, audience: ListAudience): Promise<GeneralReservationPage> {
  const { db, actor } = ctx;
  const filters = filtersOf(q);
  const totals = generalTotals(db, actor, filters, audience);
  // The page's ids first (index only), then the columns of those ten rows.
  const page = walksByAgency(actor, audience)
    ? await Promise.all([generalPageByAgency(db, actor, filters, q).execute(), totals]).then(([rows, { count }]) => pageOf({ url }, q, count, rows.map((row) => row.id)))
    : await paginate(db, { url }, generalReservations(db, actor, filters, audience).select('r.id'), q, generalOrdering, (row) => row.id, {
        count: async () => (await totals).count,
      });
  const rows = page.results.length === 0 ? [] : await generalRowsByIds(db, page.results).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results = page.results.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGeneralRecord(row)] : [];
  });
  const { paid, unpaid } = await totals;
  return { ...page, results, totals: { paid, unpaid, currency: q.currency } };
}

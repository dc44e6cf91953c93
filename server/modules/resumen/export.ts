/**
 * GET reservations/export/ and sellers/reservations/export/: the filtered general list as a
 * streamed XLSX in the request's language, read in keyset batches (http/xlsx.ts).
 */
import { currencyById } from '../../../domain/currencies.ts';
import type { SellerReservationListQuery } from '../../../domain/schemas/resumen.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, INSTANT_FORMAT, type Cell, type WorkbookContext } from '../../http/xlsx.ts';
import { generalOrdering, generalReservations, withColumns, type GeneralRow, type ListAudience } from './query.ts';
import { filtersOf } from './service.ts';

const COLUMNS = [
  ['locator', 10],
  ['service_type', 14],
  ['summary', 50],
  ['created_at', 18],
  ['agency', 28],
  ['operator', 24],
  ['seller', 24],
  ['client_name', 28],
  ['start_date', 12],
  ['end_date', 12],
  ['status', 12],
  ['currency', 8],
  ['total', 12],
  ['commercial_status', 16],
  ['accounting_status', 16],
  ['provider_status', 16],
  ['coordinator_status', 16],
  ['accounting_provider', 16],
] as const;

function cells({ t }: ServiceContext, r: GeneralRow): Cell[] {
  const status = (field: string, value: string) => t(`export.statuses.${field}.${value}`);
  return [
    r.locator,
    t(`resumen.services.${r.service_type}`),
    r.summary,
    r.created_at,
    r.agency_name,
    r.operator_name,
    r.seller_name ?? '',
    r.client_name,
    r.start_date,
    r.end_date,
    status('status', r.status),
    currencyById(r.currency_id)?.abbreviation ?? String(r.currency_id),
    Number(r.total),
    status('commercial_status', r.commercial_status),
    status('accounting_status', r.accounting_status),
    status('provider_status', r.provider_status),
    status('coordinator_status', r.coordinator_status),
    r.accounting_provider_name ?? r.accounting_provider,
  ];
}

/** The file name and how to fill the workbook; the route streams it (streamWorkbook). */
export function generalReservationsWorkbook(ctx: ServiceContext, q: SellerReservationListQuery, audience: ListAudience) {
  const { db, actor, t } = ctx;
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const columns = COLUMNS.map(([key, width]) => ({ key, width, header: t(`resumen.columns.${key}`), numFmt: key === 'created_at' ? INSTANT_FORMAT : undefined }));
    const sheet = addSheet(workbook, t('resumen.sheet'), columns);
    const query = withColumns(generalReservations(db, actor, filtersOf(q), audience));
    for await (const batch of keysetBatches(query, q.ordering, generalOrdering, EXPORT_BATCH_SIZE)) {
      for (const row of batch) sheet.addRow(cells(ctx, row)).commit();
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename(audience === 'own' ? 'mis-reservas' : 'reservas'), fill };
}

/**
 * The XLSX exports of the flight reports: the same rows as the lists (filters and ordering), streamed
 * in keyset batches through the shared helper (server/http/xlsx.ts), then the totals line; amounts
 * as numbers. A preamble says the currency and the filters used.
 */
import type { SelectQueryBuilder } from 'kysely';
import { currencyById } from '../../../domain/currencies.ts';
import type { ReportGroup } from '../../../domain/reports/rules.ts';
import type { PassengersQuery, ReportQuery, SummaryQuery } from '../../../domain/schemas/reports.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches, type OrderingSpec } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, type Cell, type WorkbookContext } from '../../http/xlsx.ts';
import { accountingTotals, agencyReportOrdering, agencyReportRows, flightReportOrdering, flightReportRows, toAgencyReportRow, toFlightReportRow } from './accounting.ts';
import { passengersOrdering, passengersRows, passengersTotals, summaryOrdering, summaryRows, summaryTotals, toPassengersRow, toSummaryRow } from './summary.ts';

const MONEY = '#,##0.00';
const FILTERS = ['created_start_date', 'created_end_date', 'departure_date_start', 'departure_date_end', 'agency', 'route', 'flight', 'reservation_status', 'commercial_status'] as const;

interface Column<R> {
  key: string;
  width: number;
  money?: boolean;
  cell: (row: R) => Cell;
}

interface ReportSheet<R, S> {
  sheet: string;
  filename: string;
  columns: Column<R>[];
  // The rows' own builder (a sub-select over CTEs): any source tables are fine here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rows: SelectQueryBuilder<any, any, S>;
  ordering: OrderingSpec;
  toRow: (raw: S) => R;
  /** The totals line, in the columns' order (the first cells left to the label). */
  totals: () => Promise<Partial<Record<string, Cell>>>;
}

function workbook<R, S>(ctx: ServiceContext, q: ReportQuery, spec: ReportSheet<R, S>) {
  const { t } = ctx;
  const used = FILTERS.filter((f) => q[f] !== undefined).map((f) => `${f}=${String(q[f])}`);
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(
      workbook,
      t(`reports.export.${spec.sheet}`),
      spec.columns.map((c) => ({ key: c.key, width: c.width, header: t(`reports.export.${c.key}`), numFmt: c.money ? MONEY : undefined })),
      [
        [t('reports.export.currency'), currencyById(q.currency)?.abbreviation ?? String(q.currency)],
        [t('reports.export.filters'), used.join(', ')],
      ],
    );
    for await (const batch of keysetBatches(spec.rows, q.ordering, spec.ordering, EXPORT_BATCH_SIZE)) {
      for (const raw of batch) {
        const row = spec.toRow(raw);
        sheet.addRow(spec.columns.map((c) => c.cell(row))).commit();
      }
      if (!(await pace())) return;
    }
    const totals = await spec.totals();
    sheet.addRow(spec.columns.map((c, i) => (i === 0 ? t('reports.export.totals') : (totals[c.key] ?? null)))).commit();
  };
  return { filename: datedFilename(spec.filename), fill };
}

const num = (v: string | number) => Number(v);

export function summaryWorkbook(ctx: ServiceContext, group: ReportGroup, q: SummaryQuery) {
  type R = ReturnType<ReturnType<typeof toSummaryRow>>;
  const amounts = ['total', 'paid', 'pending'] as const;
  return workbook<R, Parameters<ReturnType<typeof toSummaryRow>>[0]>(ctx, q, {
    sheet: 'summary_sheet',
    filename: `resumen-reservas-${group}`,
    columns: [
      { key: `group_${group}`, width: 30, cell: (r) => (group === 'month' ? r.key : r.label) },
      { key: 'reservations', width: 12, cell: (r) => r.reservations },
      { key: 'cancelled', width: 12, cell: (r) => r.cancelled },
      { key: 'passengers', width: 12, cell: (r) => r.passengers },
      ...amounts.map((key) => ({ key, width: 14, money: true, cell: (r: R) => num(r[key]) })),
    ],
    rows: summaryRows(ctx, group, q),
    ordering: summaryOrdering,
    toRow: toSummaryRow(group, q.currency),
    totals: async () => {
      const s = await summaryTotals(ctx, q);
      return { reservations: s.reservations, cancelled: s.cancelled, passengers: s.passengers, total: num(s.total), paid: num(s.paid), pending: num(s.pending) };
    },
  });
}

export function passengersWorkbook(ctx: ServiceContext, q: PassengersQuery) {
  type R = ReturnType<ReturnType<typeof toPassengersRow>>;
  const counts = ['reservations', 'adults', 'children', 'infants', 'passengers', 'cancelled_passengers'] as const;
  return workbook<R, Parameters<ReturnType<typeof toPassengersRow>>[0]>(ctx, q, {
    sheet: 'passengers_sheet',
    filename: `resumen-pasajeros-${q.group_by}`,
    columns: [{ key: `group_${q.group_by}`, width: 30, cell: (r) => (q.group_by === 'month' ? r.key : r.label) }, ...counts.map((key) => ({ key, width: 12, cell: (r: R) => r[key] }))],
    rows: passengersRows(ctx, q),
    ordering: passengersOrdering,
    toRow: toPassengersRow(q.group_by),
    totals: async () => passengersTotals(ctx, q),
  });
}

const ACCOUNTING_MONEY = ['total', 'net', 'markups', 'provider', 'paid', 'pending'] as const;

async function accountingTotalsLine(ctx: ServiceContext, q: ReportQuery, withPassengers: boolean) {
  const s = await accountingTotals(ctx, q);
  const line: Partial<Record<string, Cell>> = { reservations: s.reservations, ...Object.fromEntries(ACCOUNTING_MONEY.map((c) => [c, num(s[c])])) };
  if (withPassengers) line.passengers = s.passengers;
  return line;
}

export function agencyReportWorkbook(ctx: ServiceContext, q: ReportQuery) {
  type R = ReturnType<ReturnType<typeof toAgencyReportRow>>;
  return workbook<R, Parameters<ReturnType<typeof toAgencyReportRow>>[0]>(ctx, q, {
    sheet: 'agencies_sheet',
    filename: 'contabilidad-por-agencia',
    columns: [
      { key: 'id', width: 8, cell: (r) => r.agency },
      { key: 'name', width: 36, cell: (r) => r.name },
      { key: 'level', width: 14, cell: (r) => ctx.t(`export.levels.${r.level}`) },
      { key: 'reservations', width: 12, cell: (r) => r.reservations },
      ...ACCOUNTING_MONEY.map((key) => ({ key, width: 14, money: true, cell: (r: R) => num(r[key]) })),
    ],
    rows: agencyReportRows(ctx, q),
    ordering: agencyReportOrdering,
    toRow: toAgencyReportRow(q.currency),
    totals: () => accountingTotalsLine(ctx, q, false),
  });
}

export function flightReportWorkbook(ctx: ServiceContext, q: ReportQuery) {
  type R = ReturnType<ReturnType<typeof toFlightReportRow>>;
  return workbook<R, Parameters<ReturnType<typeof toFlightReportRow>>[0]>(ctx, q, {
    sheet: 'flights_sheet',
    filename: 'contabilidad-por-vuelo',
    columns: [
      { key: 'number', width: 10, cell: (r) => r.number },
      { key: 'airline', width: 22, cell: (r) => r.airline },
      { key: 'route', width: 30, cell: (r) => r.route },
      { key: 'reservations', width: 12, cell: (r) => r.reservations },
      { key: 'passengers', width: 12, cell: (r) => r.passengers },
      ...ACCOUNTING_MONEY.map((key) => ({ key, width: 14, money: true, cell: (r: R) => num(r[key]) })),
    ],
    rows: flightReportRows(ctx, q),
    ordering: flightReportOrdering,
    toRow: toFlightReportRow(q.currency),
    totals: () => accountingTotalsLine(ctx, q, true),
  });
}

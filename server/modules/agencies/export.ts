/**
 * GET agency/agencies/export_to_excel/: the filtered agency list as an XLSX, streamed. Rows come
 * from the database in keyset batches and go out through exceljs' streaming writer as they come,
 * so memory holds one batch whatever the size of the network; the writer waits for the client
 * when the response buffer is full.
 */
import { currencyById } from '../../../domain/currencies.ts';
import type { AgencyListQuery } from '../../../domain/schemas/agencies.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keysetBatches } from '../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, type WorkbookContext } from '../../http/xlsx.ts';
import { agencyOrdering, agencyRows, toAgencyRecord } from './query.ts';

export { EXPORT_BATCH_SIZE };

const COLUMNS = [
  ['id', 8],
  ['name', 36],
  ['level', 14],
  ['parent', 30],
  ['owner', 30],
  ['email', 30],
  ['country', 18],
  ['bank_code', 26],
  ['acronym', 10],
  ['address', 40],
  ['administrative_email', 30],
  ['informative_email', 30],
  ['currency', 10],
  ['phone', 14],
  ['domain', 24],
  ['active', 8],
  ['general_margin', 12],
  ['can_see_daughters', 12],
  ['children_count', 10],
  ['created', 20],
] as const;

type ExportRow = ReturnType<typeof toAgencyRecord>;

function cells(t: ServiceContext['t'], a: ExportRow): (string | number | Date | null)[] {
  const yesNo = (v: boolean) => t(v ? 'export.yes' : 'export.no');
  return [
    a.id,
    a.name,
    t(`export.levels.${a.level}`),
    a.parent_name ?? '',
    a.owner,
    a.email,
    a.country_name ?? '',
    a.bank_code,
    a.acronym,
    a.address,
    a.administrative_email,
    a.informative_email,
    currencyById(a.currency)?.abbreviation ?? String(a.currency),
    a.phone,
    a.domain,
    yesNo(a.active),
    // Hidden margins (spec §6) stay empty cells; shown ones are numbers a spreadsheet can sum.
    a.general_margin === undefined ? null : Number(a.general_margin),
    yesNo(a.can_see_daughters),
    a.children_count,
    new Date(a.created),
  ];
}

export function exportFilename(now = new Date()): string {
  return datedFilename('agencias', now);
}

/** The file name and how to fill the workbook; the route streams it (streamWorkbook). */
export function agenciesWorkbook({ db, actor, lang, t }: ServiceContext, q: AgencyListQuery) {
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(workbook, t('export.agencies_sheet'), COLUMNS.map(([key, width]) => ({ key, width, header: t(`export.agency.${key}`) })));
    sheet.getColumn('created').numFmt = 'yyyy-mm-dd hh:mm';
    const { page: _p, page_size: _s, ordering, ...filters } = q;
    const rows = agencyRows(db, actor, lang, filters);
    for await (const batch of keysetBatches(rows, ordering, agencyOrdering(lang), EXPORT_BATCH_SIZE)) {
      for (const row of batch) sheet.addRow(cells(t, toAgencyRecord(actor, row))).commit();
      if (!(await pace())) return; // the client went away: stop reading the database
    }
  };
  return { filename: exportFilename(), fill };
}

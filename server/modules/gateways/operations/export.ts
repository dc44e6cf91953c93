/** The filtered operations of a gateway as a streamed XLSX, headers in the request's language. */
import type { OperationList } from '../../../../domain/gateways.ts';
import type { GatewayOperationListQuery } from '../../../../domain/schemas/gatewayOperations.ts';
import type { ServiceContext } from '../../../http/context.ts';
import { keysetBatches } from '../../../http/pagination.ts';
import { addSheet, datedFilename, EXPORT_BATCH_SIZE, INSTANT_FORMAT, type WorkbookContext } from '../../../http/xlsx.ts';
import { OPERATION_ORDERING, operationRows, toOperationRecord } from './service.ts';

const COLUMNS = [
  ['id', 10],
  ['created_at', 18],
  ['kind', 16],
  ['status', 14],
  ['amount', 12],
  ['captured_amount', 12],
  ['refunded_amount', 12],
  ['currency', 8],
  ['agency_name', 30],
  ['locator', 10],
  ['external_id', 38],
  ['terminal_status', 14],
  ['reference', 30],
] as const;

export function operationsWorkbook({ db, actor, t }: ServiceContext, gateway: OperationList, q: GatewayOperationListQuery) {
  const fill = async ({ workbook, pace }: WorkbookContext): Promise<void> => {
    const sheet = addSheet(workbook, t('gateways.export_sheet', { gateway: t(`cardpay.lists.${gateway}`) }), COLUMNS.map(([key, width]) => ({ key, width, header: t(`${key === 'terminal_status' || key === 'reference' ? 'cardpay' : 'gateways'}.export_columns.${key}`) })));
    sheet.getColumn('created_at').numFmt = INSTANT_FORMAT;
    const { page: _p, page_size: _s, ordering, ...filters } = q;
    for await (const batch of keysetBatches(operationRows(db, actor, gateway, filters), ordering, OPERATION_ORDERING, EXPORT_BATCH_SIZE)) {
      for (const row of batch) {
        const r = toOperationRecord(row);
        sheet
          .addRow([r.id, new Date(r.created_at), t(`gateways.kinds.${r.kind}`), t(`gateways.statuses.${r.status}`), Number(r.amount), Number(r.captured_amount), Number(r.refunded_amount), r.currency, r.agency_name, r.locator, r.external_id, r.terminal_status ? t(`cardpay.terminal_statuses.${r.terminal_status}`) : '', r.reference ?? ''])
          .commit();
      }
      if (!(await pace())) return;
    }
  };
  return { filename: datedFilename(`operaciones-${gateway}`), fill };
}

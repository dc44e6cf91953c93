/** The flight reports (docs/api-reports.md): every report's XLSX is its list path + `export/`, with the same filters. */
import type { GetListParams } from 'ra-core';
import { endpointFor } from './endpoints.ts';
import { downloadFile } from './flights.ts';
import type { DownloadedFile } from './network.ts';
import { listQuery } from './query.ts';

type Listing = Pick<GetListParams, 'filter' | 'sort'>;

export const reportMethods = {
  exportReport: (resource: string, params: Listing): Promise<DownloadedFile> => {
    const name = resource.replace(/^report-/, 'reporte-');
    return downloadFile(`${endpointFor(resource).list}export/`, listQuery(params), `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`);
  },
};

export type ReportMethods = typeof reportMethods;

/**
 * Calls of the deposit report and the payment evidences (docs/api-evidences.md) that are not CRUD:
 * the report's export, registering a deposit, the multipart upload, a status change, an evidence's
 * file (fetched with the bearer: files have no public URL) and an agency's balance.
 */
import type { GetListParams } from 'ra-core';
import type { EvidenceDetailRecord } from '../domain/records/evidences.ts';
import type { OperationRecord } from '../domain/records/payments.ts';
import type { EvidenceStatus } from '../domain/evidences/statuses.ts';
import type { DepositRegisterBody } from '../domain/schemas/deposits.ts';
import type { CreditLimitBody } from '../domain/schemas/payments.ts';
import { http } from './http.ts';
import { filenameFromDisposition, rethrowBlobError, type DownloadedFile } from './network.ts';
import { listQuery } from './query.ts';

export interface AgencyBalance {
  agency: number;
  currency: number;
  funds: string;
  credit_limit: string;
  available: string;
  /** The agency's own term for unpaid bookings in hours (0: pays as it books); null: the portal's. */
  unpaid_booking_hours: number | null;
}

export interface EvidenceUpload {
  fields: Record<string, string>;
  files: File[];
}

export const evidenceMethods = {
  /** GET reports/deposits/export/ with the report's filters and ordering, as a file. */
  exportDeposits: async (params: Pick<GetListParams, 'filter' | 'sort'>): Promise<DownloadedFile> => {
    try {
      const answer = await http.get<Blob>('reports/deposits/export/', {
        params: listQuery({ filter: params.filter, sort: params.sort }),
        responseType: 'blob',
        headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json' },
      });
      const today = new Date().toISOString().slice(0, 10);
      return { blob: answer.data, filename: filenameFromDisposition(answer.headers['content-disposition'], `depositos-${today}.xlsx`) };
    } catch (error) {
      return rethrowBlobError(error);
    }
  },

  /** POST accounting/deposit/ (finance staff); the key makes a repeated click credit once. */
  registerDeposit: async (body: DepositRegisterBody, idempotencyKey?: string): Promise<OperationRecord> =>
    (await http.post<OperationRecord>('accounting/deposit/', body, { headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} })).data,

  /** POST accounting/evidences/ as multipart: the fields, then each file under `files`. */
  uploadEvidence: async ({ fields, files }: EvidenceUpload): Promise<EvidenceDetailRecord> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append('files', file, file.name);
    return (await http.post<EvidenceDetailRecord>('accounting/evidences/', form)).data;
  },

  /** PATCH accounting/evidences/{id}/status/; the key answers a retried click with the first result. */
  setEvidenceStatus: async (id: number, body: { status: EvidenceStatus; cause_of_denial?: string }, idempotencyKey?: string): Promise<EvidenceDetailRecord> =>
    (await http.patch<EvidenceDetailRecord>(`accounting/evidences/${id}/status/`, body, { headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} })).data,

  /** The bytes of one file of an evidence, with the bearer. */
  getEvidenceFile: async (evidenceId: number, fileId: number): Promise<Blob> => {
    try {
      return (await http.get<Blob>(`accounting/evidences/${evidenceId}/files/${fileId}/`, { responseType: 'blob' })).data;
    } catch (error) {
      return rethrowBlobError(error);
    }
  },

  getAgencyBalance: async (agencyId: number): Promise<AgencyBalance> => (await http.get<AgencyBalance>(`accounting/agency-balance/${agencyId}/`)).data,

  /** PATCH accounting/credit-limit/{id}/ (finance staff): answers the agency's balance with the new limit. */
  setCreditLimit: async (agencyId: number, terms: CreditLimitBody): Promise<AgencyBalance> => (await http.patch<AgencyBalance>(`accounting/credit-limit/${agencyId}/`, terms)).data,
};

export type EvidenceMethods = typeof evidenceMethods;

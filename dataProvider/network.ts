/**
 * Calls of the agency network (docs/api.md 'Agency network') that are not CRUD: the agencies'
 * XLSX export, the logo upload, the price preview, an operator's new password, the public
 * registration and the review of registrations.
 */
import type { GetListParams } from 'ra-core';
import type { AgencyRecord, OperatorRecord, PricePreview, RegistrationRecord } from '../domain/records/network.ts';
import type { ServiceType } from '../domain/constants.ts';
import { isHttpError, toHttpError } from './errors.ts';
import { http } from './http.ts';
import { listQuery } from './query.ts';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export interface SetPasswordBody {
  new_password1: string;
  new_password2: string;
}

export interface ApproveBody {
  parent: number;
  general_margin: string;
  username: string;
  acronym: string;
}

export interface PublicCountry {
  id: number;
  name: string;
  code: string;
}

/** 'attachment; filename="agencias-2026-01-31.xlsx"' → 'agencias-2026-01-31.xlsx'. */
export function filenameFromDisposition(header: unknown, fallback: string): string {
  if (typeof header !== 'string') return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** A failed blob request carries the server's JSON error as a Blob: read it back into an HttpError. */
export async function rethrowBlobError(error: unknown): Promise<never> {
  if (isHttpError(error) && error.body?.data instanceof Blob) {
    let data: unknown = null;
    try {
      data = JSON.parse(await error.body.data.text());
    } catch {
      data = null;
    }
    throw toHttpError({ status: error.status, data });
  }
  throw error;
}

export const networkMethods = {
  /** GET agency/agencies/export_to_excel/ with the list's filters and ordering, as a file. */
  exportAgencies: async (params: Pick<GetListParams, 'filter' | 'sort'>): Promise<DownloadedFile> => {
    try {
      const answer = await http.get<Blob>('agency/agencies/export_to_excel/', {
        params: listQuery({ filter: params.filter, sort: params.sort }),
        responseType: 'blob',
        headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json' },
      });
      const today = new Date().toISOString().slice(0, 10);
      return { blob: answer.data, filename: filenameFromDisposition(answer.headers['content-disposition'], `agencias-${today}.xlsx`) };
    } catch (error) {
      return rethrowBlobError(error);
    }
  },

  uploadAgencyLogo: async (agencyId: number, file: File): Promise<AgencyRecord> => {
    const form = new FormData();
    form.append('logo', file);
    return (await http.post<AgencyRecord>(`agency/agencies/${agencyId}/logo/`, form)).data;
  },

  deleteAgencyLogo: async (agencyId: number): Promise<AgencyRecord> => (await http.delete<AgencyRecord>(`agency/agencies/${agencyId}/logo/`)).data,

  pricePreview: async (agencyId: number, serviceType: ServiceType, net: string): Promise<PricePreview> =>
    (await http.get<PricePreview>(`agency/agencies/${agencyId}/price-preview/`, { params: { service_type: serviceType, net } })).data,

  setOperatorPassword: async (operatorId: number, body: SetPasswordBody): Promise<{ detail?: string }> =>
    (await http.post<{ detail?: string }>(`agency/operators/${operatorId}/set-password/`, body)).data,

  setOperatorActive: async (operatorId: number, isActive: boolean): Promise<OperatorRecord> =>
    (await http.patch<OperatorRecord>(`agency/operators/${operatorId}/`, { is_active: isActive })).data,

  /** Public: POST agency/registrations/. */
  registerAgency: async (body: Record<string, unknown>): Promise<unknown> =>
    (await http.post('agency/registrations/', body, { skipAuthRefresh: true })).data,

  /**
   * The countries for the public registration form. docs/api.md serves them with a bearer only;
   * without a session the call must neither refresh nor send the visitor to the login page.
   */
  getPublicCountries: async (): Promise<PublicCountry[]> => {
    const { data } = await http.get<{ results?: PublicCountry[] } | PublicCountry[]>('nomenclator/countries/', {
      params: { page_size: 500, ordering: 'name' },
      skipAuthRefresh: true,
    });
    return Array.isArray(data) ? data : (data.results ?? []);
  },

  approveRegistration: async (id: number, body: ApproveBody): Promise<RegistrationRecord> =>
    (await http.post<RegistrationRecord>(`agency/registrations/${id}/approve/`, body)).data,

  rejectRegistration: async (id: number, reason: string): Promise<RegistrationRecord> =>
    (await http.post<RegistrationRecord>(`agency/registrations/${id}/reject/`, { reason })).data,
};

export type NetworkMethods = typeof networkMethods;

/** Hand a downloaded file to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Documents of reservations (docs/api-documents.md): the voucher PDF, downloaded with the bearer token. */
import type { Language } from '../domain/constants.ts';
import { downloadFile } from './flights.ts';
import type { DownloadedFile } from './network.ts';

export const documentMethods = {
  /** GET reservations/{id}/voucher/ in the reservation's language, or `language`. */
  downloadVoucher: (reservationId: number, locator: string, language?: Language): Promise<DownloadedFile> =>
    downloadFile(`reservations/${reservationId}/voucher/`, language ? { language } : {}, `voucher-${locator}.pdf`, 'application/pdf, application/json'),
};

export type DocumentMethods = typeof documentMethods;

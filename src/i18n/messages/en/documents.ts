import type { documentsEs } from '../es/documents.ts';

/** English twin of es/documents.ts. */
export const documentsEn: typeof documentsEs = {
  voucher: {
    download: 'Voucher',
    column: 'Voucher',
    hint: 'Download the voucher (PDF)',
    downloaded: 'Voucher downloaded.',
    error: 'Error generating the voucher.',
    cancelled: 'A cancelled booking has no voucher.',
  },
};

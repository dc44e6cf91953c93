/** Query of GET reservations/{id}/voucher/ (docs/api-documents.md). */
import { LANGUAGES } from '../constants.ts';
import { z } from '../validation.ts';

export const voucherQuery = z.object({
  language: z.enum(LANGUAGES).optional().describe("the document's language; default the reservation's"),
});
export type VoucherQuery = z.infer<typeof voucherQuery>;

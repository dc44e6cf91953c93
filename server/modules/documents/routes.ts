/** Documents of reservations (docs/api-documents.md): the voucher PDF. */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canDownloadVouchers } from '../../../domain/documents/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { voucherQuery } from '../../../domain/schemas/documents.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { getVoucher } from './voucher.ts';

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mediaDir = path.join(app.config.dataDir, 'media');

  r.get(
    '/reservations/:id/voucher/',
    {
      onRequest: requireRule(canDownloadVouchers),
      schema: {
        tags: ['reservations'],
        security: [{ bearer: [] }],
        summary: 'The voucher of a reservation as a PDF, in its language (?language= overrides); 409 when cancelled',
        params: z.object({ id }),
        querystring: voucherQuery,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await getVoucher(contextOf(request), mediaDir, request.params.id, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}

/** Top-bar agency funds (spec §6 'Agency fund in top bar: admin only'). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canSeeAgencyFund } from '../../../domain/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireRule } from '../../http/auth.ts';
import { agencyFunds } from './service.ts';

export async function accountingRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/accounting/agency-funds/:agency_id/',
    {
      onRequest: requireRule(canSeeAgencyFund),
      schema: {
        tags: ['accounting'],
        security: [{ bearer: [] }],
        summary: "Funds of an agency in its currency: the sum of its ledger (the caller's agency or below)",
        params: z.object({ agency_id: id }),
        response: { 200: z.object({ agency: z.number().int(), funds: z.string(), currency: z.number().int() }) },
      },
    },
    (request) => agencyFunds(app.db, actorOf(request), request.params.agency_id),
  );
}

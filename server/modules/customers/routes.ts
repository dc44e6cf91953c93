/** The agencies' customers (docs/api-customers.md; spec §3 'Customer'). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageCustomers } from '../../../domain/customers/rules.ts';
import { customerRecord, duplicateCustomerRecord } from '../../../domain/records/customers.ts';
import { id } from '../../../domain/schemas/common.ts';
import { customerCreateBody, customerListQuery, customerUpdateBody } from '../../../domain/schemas/customers.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { createCustomer, deleteCustomer, DuplicateCustomerError, getCustomer, listCustomers, updateCustomer } from './service.ts';

/** The duplicate's 409 names the customer who already has the document (the shared handler knows only {detail, code}). */
const duplicate = (request: FastifyRequest, err: DuplicateCustomerError) => ({ detail: request.t(err.detail.key), code: 'duplicate_customer' as const, id: err.id, field: err.field });

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['customers'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canManageCustomers);
  const params = z.object({ id });
  const conflict = duplicateCustomerRecord.partial({ id: true, field: true }).extend({ code: z.string() });

  r.get('/customers/', { onRequest, schema: { ...meta('Customers of the caller’s agency and those below (search: name, documents, e-mail)'), querystring: customerListQuery, response: { 200: pageSchema(customerRecord) } } }, (request) =>
    listCustomers(contextOf(request), request.url, request.query),
  );
  r.get('/customers/:id/', { onRequest, schema: { ...meta('One customer'), params, response: { 200: customerRecord } } }, (request) => getCustomer(contextOf(request), request.params.id));
  r.post(
    '/customers/',
    { onRequest, schema: { ...meta('Create a customer (409 duplicate_customer when the agency has one with that passport or DNI)'), body: customerCreateBody, response: { 201: customerRecord, 409: conflict } } },
    async (request, reply) => {
      try {
        return reply.code(201).send(await createCustomer(contextOf(request), request.body));
      } catch (err) {
        if (!(err instanceof DuplicateCustomerError)) throw err;
        return reply.code(409).send(duplicate(request, err));
      }
    },
  );
  r.patch(
    '/customers/:id/',
    { onRequest, schema: { ...meta('Edit a customer'), params, body: customerUpdateBody, response: { 200: customerRecord, 409: conflict } } },
    async (request, reply) => {
      try {
        return await updateCustomer(contextOf(request), request.params.id, request.body);
      } catch (err) {
        if (!(err instanceof DuplicateCustomerError)) throw err;
        return reply.code(409).send(duplicate(request, err));
      }
    },
  );
  r.delete('/customers/:id/', { onRequest, schema: { ...meta('Delete a customer no reservation uses (409 customer_in_use otherwise)'), params } }, async (request, reply) => {
    await deleteCustomer(contextOf(request), request.params.id);
    return reply.code(204).send();
  });
}

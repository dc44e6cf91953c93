/**
 * The six routes of one entity of the flight administration (entityService in crud.ts): list,
 * read, create, edit, delete and history, each guarded by its action of domain/access.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import { historyQuery } from '../../../domain/schemas/flightInventory.ts';
import { z } from '../../../domain/validation.ts';
import type { Database } from '../../db/schema.ts';
import { actorOf, requireAccess } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import type { ListQuery } from '../../http/pagination.ts';
import type { EntityService } from './crud.ts';
import { listHistory } from './history.ts';

export interface CrudRoutes<Q, C, U> {
  /** Path under admin-flights/, with its trailing slash ('airline/'). */
  path: string;
  /** react-admin resource of domain/access.ts. */
  resource: string;
  tag: string;
  listQuery: z.ZodType<Q>;
  createBody: z.ZodType<C>;
  updateBody: z.ZodType<U>;
  /** The API folder, default '/admin-flights/' (issue 11: '/admin-hotels/'). */
  prefix?: string;
  /** No `{id}/history` route (the hotel catalogue lists a hotel's whole history instead). */
  noHistory?: boolean;
}

/** GET list, GET one, POST, PATCH, DELETE and GET {id}/history of one entity, guarded per action. */
export function registerCrud<DB extends Database, TB extends keyof DB, Row, Rec extends { id: number }, Q extends ListQuery & { id__in?: number[] }, U extends object, C extends U>(
  app: FastifyInstance,
  service: EntityService<DB, TB, Row, Rec, Q, U>,
  spec: CrudRoutes<Q, C, U>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `${spec.prefix ?? '/admin-flights/'}${spec.path}`;
  const guard = (action: string) => requireAccess({ resource: spec.resource, action });
  const meta = (summary: string) => ({ tags: [spec.tag], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  // The type provider widens optional fields (undefined → unknown); the schemas did produce Q, C, U.
  const asQ = (value: unknown) => value as Q;
  const asU = (value: unknown) => value as U;
  r.get(base, { onRequest: guard('list'), schema: { ...meta(`List (${spec.resource})`), querystring: spec.listQuery } }, (request) => service.list(contextOf(request), request.url, asQ(request.query)));
  r.get(`${base}:id/`, { onRequest: guard('show'), schema: { ...meta(`One (${spec.resource})`), params } }, (request) => service.get(app.db, request.params.id, request.lang));
  r.post(base, { onRequest: guard('create'), schema: { ...meta(`Create (${spec.resource})`), body: spec.createBody } }, async (request, reply) =>
    reply.code(201).send(await service.create(app.db, actorOf(request).id, asU(request.body), request.lang)),
  );
  r.patch(`${base}:id/`, { onRequest: guard('edit'), schema: { ...meta(`Edit (${spec.resource})`), params, body: spec.updateBody } }, (request) =>
    service.update(app.db, actorOf(request).id, request.params.id, asU(request.body), request.lang),
  );
  r.delete(`${base}:id/`, { onRequest: guard('delete'), schema: { ...meta(`Delete (${spec.resource})`), params } }, async (request, reply) => {
    await service.remove(app.db, actorOf(request).id, request.params.id);
    return reply.code(204).send();
  });
  if (spec.noHistory) return;
  r.get(`${base}:id/history`, { onRequest: guard('show'), schema: { ...meta(`History (${spec.resource})`), params, querystring: historyQuery } }, (request) =>
    listHistory(contextOf(request), request.url, request.query, { entities: [service.config.entity], entityId: request.params.id }),
  );
}

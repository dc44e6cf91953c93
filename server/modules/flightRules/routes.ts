/**
 * Price rules, promotion rules (rule 'Flight Managment' or 'Flight Margination') and airport
 * supplements (rule 'Flight Managment') under admin-flights/, with their history lists.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '../../../domain/schemas/flightAdmin.ts';
import { ruleHistoryQuery } from '../../../domain/schemas/flightInventory.ts';
import { requireAccess } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { registerCrud } from '../flightAdmin/crudRoutes.ts';
import { listHistory } from '../flightAdmin/history.ts';
import { priceRules, promotionRules } from './rules.ts';
import { calculateSupplement, luggageTypes, supplements } from './supplements.ts';

export async function flightRuleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'flight administration';
  const meta = (summary: string) => ({ tags: [tag], security: [{ bearer: [] }], summary });
  const show = (resource: string) => requireAccess({ resource, action: 'show' });

  registerCrud(app, priceRules, { path: 'flight-price-rule/', resource: 'flight-price-rules', tag, listQuery: s.ruleListQuery, createBody: s.priceRuleBody, updateBody: s.priceRuleUpdateBody });
  registerCrud(app, promotionRules, {
    path: 'promotion-price-rule/',
    resource: 'promotion-price-rules',
    tag,
    listQuery: s.ruleListQuery,
    createBody: s.promotionRuleBody,
    updateBody: s.promotionRuleUpdateBody,
  });
  r.get('/admin-flights/history-flight-price-rule/', { onRequest: show('flight-price-rules'), schema: { ...meta('History of price rules'), querystring: ruleHistoryQuery } }, (request) =>
    listHistory(contextOf(request), request.url, request.query, { entities: ['flight_price_rule'], entityId: request.query.rule }),
  );
  r.get('/admin-flights/history-promotion-price-rule/', { onRequest: show('promotion-price-rules'), schema: { ...meta('History of promotion rules'), querystring: ruleHistoryQuery } }, (request) =>
    listHistory(contextOf(request), request.url, request.query, { entities: ['promotion_price_rule'], entityId: request.query.rule }),
  );

  r.get('/admin-flights/airport-supplement/luggage-types/', { onRequest: show('airport-supplements'), schema: { ...meta('Luggage types with the airport supplement'), querystring: s.luggageTypesQuery } }, (request) =>
    luggageTypes(contextOf(request), request.url, request.query),
  );
  r.post('/admin-flights/airport-supplement/calculate-supplement/', { onRequest: show('airport-supplements'), schema: { ...meta('Supplements of a party at an airport'), body: s.calculateSupplementBody } }, (request) =>
    calculateSupplement(app.db, request.body),
  );
  registerCrud(app, supplements, { path: 'airport-supplement/', resource: 'airport-supplements', tag, listQuery: s.supplementListQuery, createBody: s.supplementBody, updateBody: s.supplementUpdateBody });
}

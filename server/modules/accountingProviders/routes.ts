/**
 * The accounting providers (docs/api-accounting-providers.md, issue 10): their catalogue and
 * configuration, their balances and statements from the ledger, what the company paid them, and
 * the provider cost price of a reservation. Staff of the first level only (domain/accountingProviders.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canEditAccountingProviders, canReadAccountingProviderCatalogue, canSeeAccountingProviders, canSeeProviderCost, canSetProviderCost } from '../../../domain/accountingProviders.ts';
import {
  configurationPage,
  configurationRecord,
  payoutPage,
  payoutRecord,
  providerBalancePage,
  providerCostRecord,
  providerPage,
  providerRecord,
  providerStatementPage,
} from '../../../domain/records/accountingProviders.ts';
import {
  configurationCreateBody,
  configurationListQuery,
  configurationUpdateBody,
  payoutBody,
  payoutListQuery,
  providerBalanceQuery,
  providerCostBody,
  providerCreateBody,
  providerListQuery,
  providerStatementQuery,
  providerUpdateBody,
} from '../../../domain/schemas/accountingProviders.ts';
import { id } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { idempotencyKey } from '../payments/routes.ts';
import { listProviderBalances } from './balances.ts';
import { createProvider, deleteProvider, getProvider, listProviders, updateProvider } from './catalogue.ts';
import { createConfiguration, deleteConfiguration, getConfiguration, listConfigurations, updateConfiguration } from './configurations.ts';
import { getProviderCost, setProviderCost } from './costs.ts';
import { providerBalancesWorkbook, providerStatementWorkbook } from './exports.ts';
import { createPayout, listPayouts } from './payouts.ts';
import { getProviderStatement } from './statement.ts';

export async function accountingProviderAreaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['accounting-providers'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const see = requireRule(canSeeAccountingProviders);
  const edit = requireRule(canEditAccountingProviders);
  const catalogue = requireRule(canReadAccountingProviderCatalogue);
  const base = '/accounting-provider';

  // The catalogue (/agencias/accounting-provider).
  r.get(`${base}/providers/`, { onRequest: catalogue, schema: { ...meta('Accounting providers'), querystring: providerListQuery, response: { 200: providerPage } } }, (request) =>
    listProviders(contextOf(request), request.url, request.query),
  );
  r.get(`${base}/providers/:id/`, { onRequest: catalogue, schema: { ...meta('One accounting provider'), params, response: { 200: providerRecord } } }, (request) =>
    getProvider(contextOf(request), request.params.id),
  );
  r.post(`${base}/providers/`, { onRequest: edit, schema: { ...meta('Create an accounting provider'), body: providerCreateBody, response: { 201: providerRecord } } }, async (request, reply) =>
    reply.code(201).send(await createProvider(contextOf(request), request.body)),
  );
  r.patch(`${base}/providers/:id/`, { onRequest: edit, schema: { ...meta('Edit an accounting provider (not its code)'), params, body: providerUpdateBody, response: { 200: providerRecord } } }, (request) =>
    updateProvider(contextOf(request), request.params.id, request.body),
  );
  r.delete(`${base}/providers/:id/`, { onRequest: edit, schema: { ...meta('Delete a provider nothing refers to (409 otherwise)'), params } }, async (request, reply) => {
    await deleteProvider(contextOf(request), request.params.id);
    return reply.code(204).send();
  });

  // The configuration (/agencias/accounting-provider-configuration).
  r.get(`${base}/configurations/`, { onRequest: see, schema: { ...meta("Providers' services, business lines, currencies and payment terms"), querystring: configurationListQuery, response: { 200: configurationPage } } }, (request) =>
    listConfigurations(contextOf(request), request.url, request.query),
  );
  r.get(`${base}/configurations/:id/`, { onRequest: see, schema: { ...meta('One configuration'), params, response: { 200: configurationRecord } } }, (request) =>
    getConfiguration(contextOf(request), request.params.id),
  );
  r.post(`${base}/configurations/`, { onRequest: edit, schema: { ...meta('Add a configuration to a provider'), body: configurationCreateBody, response: { 201: configurationRecord } } }, async (request, reply) =>
    reply.code(201).send(await createConfiguration(contextOf(request), request.body)),
  );
  r.patch(`${base}/configurations/:id/`, { onRequest: edit, schema: { ...meta('Edit a configuration'), params, body: configurationUpdateBody, response: { 200: configurationRecord } } }, (request) =>
    updateConfiguration(contextOf(request), request.params.id, request.body),
  );
  r.delete(`${base}/configurations/:id/`, { onRequest: edit, schema: { ...meta('Delete a configuration'), params } }, async (request, reply) => {
    await deleteConfiguration(contextOf(request), request.params.id);
    return reply.code(204).send();
  });

  // Balances and statements (/agencias/accounting-provider-balance).
  r.get(`${base}/balance/`, { onRequest: see, schema: { ...meta('Each provider per currency: owed, paid, collected, balance (ledger)'), querystring: providerBalanceQuery, response: { 200: providerBalancePage } } }, (request) =>
    listProviderBalances(contextOf(request), request.url, request.query),
  );
  r.get(`${base}/balance/export-xls/`, { onRequest: see, schema: { ...meta('The provider balances as a streamed XLSX'), querystring: providerBalanceQuery } }, (request, reply) => {
    const { filename, fill } = providerBalancesWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
  r.get(`${base}/balance/:id/`, { onRequest: see, schema: { ...meta("A provider's statement in one currency, with running balance"), params, querystring: providerStatementQuery, response: { 200: providerStatementPage } } }, (request) =>
    getProviderStatement(contextOf(request), request.params.id, request.url, request.query),
  );
  r.get(`${base}/balance/:id/export/`, { onRequest: see, schema: { ...meta("A provider's statement as a streamed XLSX"), params, querystring: providerStatementQuery } }, async (request, reply) => {
    const { filename, fill } = await providerStatementWorkbook(contextOf(request), request.params.id, request.query);
    return streamWorkbook(request, reply, filename, fill);
  });

  // What the company paid the providers.
  r.get(`${base}/payouts/`, { onRequest: see, schema: { ...meta('Payments the company made to providers'), querystring: payoutListQuery, response: { 200: payoutPage } } }, (request) =>
    listPayouts(contextOf(request), request.url, request.query),
  );
  r.post(`${base}/payouts/`, { onRequest: edit, schema: { ...meta('Record a payment to a provider (ledger); Idempotency-Key'), body: payoutBody, response: { 200: payoutRecord, 201: payoutRecord } } }, async (request, reply) => {
    const [payout, created] = await createPayout(contextOf(request), request.body, idempotencyKey(request));
    return reply.code(created ? 201 : 200).send(payout);
  });

  // The provider cost price of a reservation (release note 1.3.0).
  r.get('/reservations/:id/provider-cost/', { onRequest: requireRule(canSeeProviderCost), schema: { ...meta('Provider cost price of a reservation and its history'), params, response: { 200: providerCostRecord } } }, (request) =>
    getProviderCost(contextOf(request), request.params.id),
  );
  r.put(
    '/reservations/:id/provider-cost/',
    { onRequest: requireRule(canSetProviderCost), schema: { ...meta('Set the provider cost price (ledger, history)'), params, body: providerCostBody, response: { 200: providerCostRecord } } },
    (request) => setProviderCost(contextOf(request), request.params.id, request.body),
  );
}

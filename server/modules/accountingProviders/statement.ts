/**
 * GET accounting-provider/balance/{id}/?currency=: a provider's statement — every ledger
 * transaction on its account in that currency, with debit, credit and the balance after each line
 * (credit: the company owes it more). The lines, their order and the running balance are the
 * agencies' statement's (server/modules/accounting/statement.ts), over another account.
 */
import { sql } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import type { ProviderStatementPage } from '../../../domain/records/accountingProviders.ts';
import type { ProviderStatementQuery } from '../../../domain/schemas/accountingProviders.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { orderedPage, pageOf } from '../../http/pagination.ts';
import { accountStatement, type StatementAccount } from '../accounting/statement.ts';

export interface ProviderStatementTarget {
  provider: { id: number; code: string; name: string };
  account: StatementAccount | null;
}

/** The provider (404 when unknown) and its account in the currency (null before any movement). */
export async function providerStatementTarget(ctx: ServiceContext, providerId: number, currency: number): Promise<ProviderStatementTarget> {
  const provider = await ctx.db.selectFrom('accounting_providers').select(['id', 'code', 'name']).where('id', '=', providerId).executeTakeFirst();
  if (!provider) throw notFound();
  const row = await ctx.db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'provider', 'currency_id', sql<string>`balance::numeric(16,2)::text`.as('balance')])
    .where('kind', '=', 'accounting_provider')
    .where('provider', '=', provider.code)
    .where('currency_id', '=', currency)
    .executeTakeFirst();
  const account = row ? { id: row.id, kind: row.kind, provider: row.provider, currency: row.currency_id, balance: row.balance } : null;
  return { provider, account };
}

export async function getProviderStatement(ctx: ServiceContext, providerId: number, url: string, q: ProviderStatementQuery): Promise<ProviderStatementPage> {
  const { provider, account } = await providerStatementTarget(ctx, providerId, q.currency);
  const head = { provider: provider.id, provider_name: provider.name, provider_code: provider.code, currency: q.currency };
  if (!account) return { ...pageOf({ url }, q, 0, []), ...head, opening_balance: '0.00', closing_balance: '0.00' };
  return { ...(await accountStatement(ctx.db, account, url, q)), ...head };
}

/**
 * What the company paid an accounting provider (POST accounting-provider/payouts/): one ledger
 * transaction taking the amount off the provider's account (the company owes it less) into the
 * company's provider payouts, and its row, in one database transaction. A retry with the same
 * Idempotency-Key answers the first payout; the same key with another body is a 409.
 */
import { sql } from 'kysely';
import { toMinor } from '../../../domain/money.ts';
import type { PayoutRecord } from '../../../domain/records/accountingProviders.ts';
import type { PayoutBody, PayoutListQuery } from '../../../domain/schemas/accountingProviders.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { requestHash } from '../flightBooking/common.ts';
import { accountingProvider, type AccountKey, type Db } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import { keyReused } from '../payments/operations.ts';

/** Where the company's payments to providers go: one account per currency. */
export const providerPayouts = (currencyId: number): AccountKey => ({ kind: 'custom', provider: 'provider_payouts', currencyId });

function payouts(db: Db) {
  return db
    .selectFrom('accounting_provider_payouts as o')
    .innerJoin('accounting_providers as p', 'p.id', 'o.provider_id')
    .select(['o.id', 'o.provider_id', 'p.name as provider_name', 'o.currency_id', sql<string>`o.amount::text`.as('amount'), 'o.reference', 'o.notes', 'o.ledger_transaction_id', 'o.created_by', 'o.created_at', 'o.request_hash']);
}

type Row = Awaited<ReturnType<ReturnType<typeof payouts>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): PayoutRecord => ({
  id: r.id,
  provider: r.provider_id,
  provider_name: r.provider_name,
  currency: r.currency_id,
  amount: Number(r.amount).toFixed(2),
  reference: r.reference,
  notes: r.notes,
  transaction: r.ledger_transaction_id,
  created_by: r.created_by,
  created: new Date(r.created_at).toISOString(),
});

export async function listPayouts(ctx: ServiceContext, url: string, q: PayoutListQuery) {
  let query = payouts(ctx.db);
  if (q.provider !== undefined) query = query.where('o.provider_id', '=', q.provider);
  if (q.currency !== undefined) query = query.where('o.currency_id', '=', q.currency);
  const fields = { created: 'o.created_at', amount: 'o.amount', provider_name: sql`lower(p.name)` };
  return paginate(ctx.db, { url }, query, q, { fields, default: ['-id'], tiebreaker: 'o.id' }, toRecord);
}

async function replay(db: Db, providerId: number, key: string, hash: string): Promise<PayoutRecord | null> {
  const taken = await payouts(db).where('o.provider_id', '=', providerId).where('o.idempotency_key', '=', key).executeTakeFirst();
  if (!taken) return null;
  if (taken.request_hash !== hash) throw keyReused();
  return toRecord(taken);
}

/** Answers `[record, created]`: created is false for a replay. */
export async function createPayout(ctx: ServiceContext, body: PayoutBody, idempotencyKey?: string): Promise<[PayoutRecord, boolean]> {
  const provider = await ctx.db.selectFrom('accounting_providers').select(['id', 'code']).where('id', '=', body.provider).executeTakeFirst();
  if (!provider) throw fieldError('provider', 'accounting_providers.unknown');
  const hash = requestHash(body);
  if (idempotencyKey) {
    const first = await replay(ctx.db, provider.id, idempotencyKey, hash);
    if (first) return [first, false];
  }
  const known = await ctx.db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('ledger_accounts').select('id').where('kind', '=', 'accounting_provider').where('provider', '=', provider.code).where('currency_id', '=', body.currency)).as('account'),
      eb.exists(eb.selectFrom('accounting_provider_configurations').select('id').where('provider_id', '=', provider.id).where('currency_id', '=', body.currency)).as('configured'),
    ])
    .executeTakeFirstOrThrow();
  if (!known.account && !known.configured) throw fieldError('currency', 'accounting_providers.payout_currency');
  const minor = toMinor(body.amount);
  try {
    const id = await ctx.db.transaction().execute(async (tx) => {
      const posted = await postTransaction(tx, {
        kind: 'provider_payout',
        reference: (body.reference ?? '') || `payout ${provider.code}`,
        createdBy: ctx.actor.id,
        entries: [
          { account: accountingProvider(provider.code, body.currency), amountMinor: -minor },
          { account: providerPayouts(body.currency), amountMinor: minor },
        ],
      });
      const row = await tx
        .insertInto('accounting_provider_payouts')
        .values({
          provider_id: provider.id,
          currency_id: body.currency,
          amount: body.amount,
          reference: body.reference ?? '',
          notes: body.notes ?? '',
          idempotency_key: idempotencyKey ?? null,
          request_hash: hash,
          ledger_transaction_id: posted.id,
          created_by: ctx.actor.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const created = await payouts(ctx.db).where('o.id', '=', id).executeTakeFirst();
    if (!created) throw notFound();
    return [toRecord(created), true];
  } catch (err) {
    // Two retries racing with one key: the loser answers the winner's payout.
    if (idempotencyKey && isUniqueViolation(err)) {
      const first = await replay(ctx.db, provider.id, idempotencyKey, hash);
      if (first) return [first, false];
    }
    throw err;
  }
}

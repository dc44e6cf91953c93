/**
 * The accounting calls of the ledger (spec §7): deposits, an agency's balance and accounts, its
 * movements, the credit limit. Reads are in the tenant scope (404 outside it).
 */
import { sql } from 'kysely';
import { toMinor } from '../../../domain/money.ts';
import type { MovementRecord } from '../../../domain/records/payments.ts';
import type { CreditLimitBody, DepositBody } from '../../../domain/schemas/payments.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import { recordOperation, runProvider } from '../payments/operations.ts';
import { DEPOSIT } from '../payments/providers/agencyFunds.ts';
import { toOperationRecord } from '../payments/records.ts';
import { replayedOperation } from '../payments/service.ts';
import { requestHash } from '../flightBooking/common.ts';
import { inTransaction } from './accounts.ts';
import { agencyPosition } from './balance.ts';
import { recordDeposit, type DepositLink } from '../deposits/record.ts';

async function scopedAgency(ctx: ServiceContext, agencyId: number) {
  const agency = await ctx.db
    .selectFrom('agencies')
    .select(['id', 'name', 'currency_id', 'credit_limit'])
    .where('id', '=', agencyId)
    .where(agencyScope(ctx.actor, 'agencies.id'))
    .executeTakeFirst();
  if (!agency) throw notFound();
  return agency;
}

/**
 * POST accounting/deposit/: credits the agency's funds (a `deposit` operation, idempotent by key)
 * and keeps its bank details (issue 10: deposits/record.ts, same transaction).
 */
export async function deposit(ctx: ServiceContext, body: DepositBody, idempotencyKey?: string, link: DepositLink = {}) {
  const agency = await ctx.db.selectFrom('agencies').select(['id', 'currency_id']).where('id', '=', body.agency).executeTakeFirst();
  if (!agency) throw fieldError('agency', 'payments.agency_not_found');
  const currencyId = body.currency ?? agency.currency_id;
  if (currencyId !== agency.currency_id) throw fieldError('currency', 'payments.agency_currency');
  const taken = await replayedOperation(ctx, [DEPOSIT], idempotencyKey, requestHash(body));
  if (taken) return toOperationRecord(taken);
  const operation = await inTransaction(ctx.db, async (tx) => {
    const recorded = await recordOperation(tx, {
      kind: 'payment',
      provider: DEPOSIT,
      amountMinor: toMinor(body.amount),
      currencyId,
      agencyId: agency.id,
      idempotencyKey: idempotencyKey ?? null,
      requestBody: body,
      createdBy: ctx.actor.id,
      payload: { reference: body.reference ?? '' },
    });
    if (recorded.replayed) return recorded.operation;
    const done = (await runProvider(tx, { userId: ctx.actor.id, agencyId: ctx.actor.agency.id, lang: ctx.lang }, recorded.operation, 'initiate')).operation;
    await recordDeposit(tx, done, body, link);
    return done;
  });
  return toOperationRecord(operation);
}

/** GET accounting/agency-balance/{id}/: funds, credit limit and what may still be spent. */
export async function agencyBalance(ctx: ServiceContext, agencyId: number) {
  const position = await agencyPosition(ctx.db, agencyId, ctx.actor);
  if (!position) throw notFound();
  return position;
}

/** GET accounting/balance/{id}/: every ledger account of the agency (funds and markup earnings, per currency). */
export async function agencyAccounts(ctx: ServiceContext, agencyId: number) {
  const agency = await scopedAgency(ctx, agencyId);
  const accounts = await ctx.db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'provider', 'currency_id', sql<string>`balance::text`.as('balance')])
    .where('agency_id', '=', agency.id)
    .orderBy('kind')
    .orderBy('currency_id')
    .execute();
  return {
    agency: agency.id,
    agency_name: agency.name,
    accounts: accounts.map((a) => ({ id: a.id, kind: a.kind, provider: a.provider, currency: a.currency_id, balance: Number(a.balance).toFixed(2) })),
  };
}

/** PATCH accounting/credit-limit/{id}/ (finance staff): the credit limit, and the unpaid-booking term when sent. */
export async function setCreditLimit(ctx: ServiceContext, agencyId: number, body: CreditLimitBody) {
  await scopedAgency(ctx, agencyId);
  const terms = body.unpaid_booking_hours === undefined ? {} : { unpaid_booking_hours: body.unpaid_booking_hours };
  await ctx.db.updateTable('agencies').set({ credit_limit: body.credit_limit, ...terms, updated_at: new Date() }).where('id', '=', agencyId).execute();
  return agencyBalance(ctx, agencyId);
}

export interface MovementFilters {
  page: number;
  page_size: number;
  ordering?: string;
  agency?: number;
  kind?: string;
  reservation?: number;
  date_start?: string;
  date_end?: string;
}

/** GET accounting/movements/: ledger entries on agencies' accounts in the caller's scope. */
export async function listMovements(ctx: ServiceContext, url: string, q: MovementFilters) {
  let query = ctx.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .leftJoin('agencies as g', 'g.id', 'a.agency_id')
    .select([
      'e.id',
      'e.transaction_id',
      't.kind',
      't.reference',
      'e.account_id',
      'a.kind as account_kind',
      'a.agency_id',
      'g.name as agency_name',
      sql<string>`e.amount::text`.as('amount'),
      'e.currency_id',
      't.reservation_id',
      't.payment_operation_id',
      't.created_by',
      't.created_at',
    ])
    .where('a.agency_id', 'is not', null)
    .where(agencyScope(ctx.actor, 'a.agency_id'));
  if (q.agency !== undefined) query = query.where('a.agency_id', '=', q.agency);
  if (q.kind) query = query.where('t.kind', '=', q.kind);
  if (q.reservation !== undefined) query = query.where('t.reservation_id', '=', q.reservation);
  if (q.date_start) query = query.where('t.created_at', '>=', sql<Date>`${q.date_start}::date::timestamptz`);
  if (q.date_end) query = query.where('t.created_at', '<', sql<Date>`${q.date_end}::date::timestamptz + interval '1 day'`);
  return paginate(
    ctx.db,
    { url },
    query,
    q,
    { fields: { created_at: 't.created_at', amount: 'e.amount', id: 'e.id' }, default: ['-id'], tiebreaker: 'e.id' },
    (m): MovementRecord => ({
      id: Number(m.id),
      transaction: m.transaction_id,
      kind: m.kind,
      reference: m.reference,
      account: m.account_id,
      account_kind: m.account_kind,
      agency: m.agency_id,
      agency_name: m.agency_name,
      amount: Number(m.amount).toFixed(2),
      currency: m.currency_id,
      reservation: m.reservation_id,
      operation: m.payment_operation_id,
      created_by: m.created_by,
      created_at: new Date(m.created_at).toISOString(),
    }),
  );
}

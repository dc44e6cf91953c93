/**
 * The provider cost price of a reservation (release note 1.3.0): what the company owes the
 * reservation's accounting provider for it. Each change is a row of `reservation_provider_costs`
 * (the history, for staff only: agencies never see it, so it is not in the reservation's own
 * history) and a ledger transaction moving the difference between the provider's account
 * (credited: owed to it) and the company's provider costs, in one database transaction.
 */
import { sql, type Transaction } from 'kysely';
import { canSetProviderCost } from '../../../domain/accountingProviders.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { ProviderCostRecord } from '../../../domain/records/accountingProviders.ts';
import type { ProviderCostBody } from '../../../domain/schemas/accountingProviders.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import { accountingProvider, type AccountKey, type Db } from '../ledger/accounts.ts';
import { balancedLines, postTransaction, type EntryInput } from '../ledger/post.ts';
import { activeProvider } from './catalogue.ts';
import { configurationFor } from './configurations.ts';

type Tx = Transaction<Database>;

/** The company's side of every cost price: an expense account per currency. */
export const providerCosts = (currencyId: number): AccountKey => ({ kind: 'custom', provider: 'provider_costs', currencyId });

async function currentCost(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_provider_costs')
    .select(['provider_code', 'currency_id', 'amount'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Entries that take `from` off one provider and put `to` on another (either may be absent). */
function costEntries(from: { code: string; currency: number; minor: number } | null, to: { code: string; currency: number; minor: number } | null): EntryInput[] {
  const entries: EntryInput[] = [];
  if (from) entries.push({ account: accountingProvider(from.code, from.currency), amountMinor: -from.minor }, { account: providerCosts(from.currency), amountMinor: from.minor });
  if (to) entries.push({ account: accountingProvider(to.code, to.currency), amountMinor: to.minor }, { account: providerCosts(to.currency), amountMinor: -to.minor });
  return entries;
}

async function record(
  tx: Tx,
  input: { reservationId: number; code: string; currency: number; minor: number; reason: string; userId: number; entries: EntryInput[]; locator: string },
): Promise<void> {
  const posted =
    balancedLines(input.entries).length > 0
      ? await postTransaction(tx, { kind: 'provider_cost', reference: `${input.locator} ${input.code}`, reservationId: input.reservationId, createdBy: input.userId, entries: input.entries })
      : null;
  await tx
    .insertInto('reservation_provider_costs')
    .values({
      reservation_id: input.reservationId,
      provider_code: input.code,
      currency_id: input.currency,
      amount: fromMinor(input.minor),
      reason: input.reason,
      ledger_transaction_id: posted?.id ?? null,
      created_by: input.userId,
    })
    .execute();
}

function lockReservation(ctx: ServiceContext, tx: Tx, id: number) {
  return tx
    .selectFrom('reservations')
    .select(['id', 'locator', 'agency_id', 'service_type', 'business_line', 'currency_id', 'accounting_provider', 'provider_status', 'start_date'])
    .where('id', '=', id)
    .where(agencyScope(ctx.actor, 'agency_id'))
    .forUpdate()
    .executeTakeFirst();
}

/** PUT reservations/{id}/provider-cost/ */
export async function setProviderCost(ctx: ServiceContext, reservationId: number, body: ProviderCostBody): Promise<ProviderCostRecord> {
  await ctx.db.transaction().execute(async (tx) => {
    const r = await lockReservation(ctx, tx, reservationId);
    if (!r) throw notFound();
    if (!r.accounting_provider) throw fieldError('non_field_errors', 'accounting_providers.no_provider');
    await activeProvider(tx, r.accounting_provider);
    const configured = await configurationFor(tx, r.accounting_provider, r);
    const currency = configured?.currency_id ?? r.currency_id;
    const minor = toMinor(body.amount);
    const prev = await currentCost(tx, r.id);
    if (prev && prev.provider_code === r.accounting_provider && prev.currency_id === currency && toMinor(prev.amount) === minor) throw fieldError('amount', 'accounting_providers.cost_unchanged');
    const entries = costEntries(prev ? { code: prev.provider_code, currency: prev.currency_id, minor: toMinor(prev.amount) } : null, { code: r.accounting_provider, currency, minor });
    await record(tx, { reservationId: r.id, code: r.accounting_provider, currency, minor, reason: body.reason ?? '', userId: ctx.actor.id, entries, locator: r.locator });
  });
  return getProviderCost(ctx, reservationId);
}

/**
 * The change-accounting-provider action (release note 1.2.0) moves the current cost to the new
 * provider: what the company owed the old one it now owes the new one. Caller's transaction.
 */
export async function moveProviderCost(tx: Tx, reservation: { id: number; locator: string }, code: string, userId: number, reason: string): Promise<void> {
  const prev = await currentCost(tx, reservation.id);
  if (!prev || prev.provider_code === code) return;
  const minor = toMinor(prev.amount);
  const entries = costEntries({ code: prev.provider_code, currency: prev.currency_id, minor }, { code, currency: prev.currency_id, minor });
  await record(tx, { reservationId: reservation.id, code, currency: prev.currency_id, minor, reason, userId, entries, locator: reservation.locator });
}

/** 'YYYY-MM-DD' plus `days`, as a UTC day. */
function addDays(day: string, days: number): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** GET reservations/{id}/provider-cost/ */
export async function getProviderCost(ctx: ServiceContext, reservationId: number): Promise<ProviderCostRecord> {
  const r = await ctx.db
    .selectFrom('reservations')
    .select(['id', 'service_type', 'business_line', 'currency_id', 'accounting_provider', 'provider_status', sql<string>`start_date::text`.as('start_date')])
    .where('id', '=', reservationId)
    .where(agencyScope(ctx.actor, 'agency_id'))
    .executeTakeFirst();
  if (!r) throw notFound();
  const [history, configured] = await Promise.all([
    ctx.db
      .selectFrom('reservation_provider_costs as c')
      .leftJoin('accounting_providers as p', 'p.code', 'c.provider_code')
      .leftJoin('users as u', 'u.id', 'c.created_by')
      .select([
        'c.id',
        'c.provider_code',
        'p.name as provider_name',
        'c.currency_id',
        sql<string>`c.amount::text`.as('amount'),
        'c.reason',
        'c.ledger_transaction_id',
        'c.created_by',
        sql<string | null>`case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end`.as('created_by_name'),
        'c.created_at',
      ])
      .where('c.reservation_id', '=', r.id)
      .orderBy('c.id', 'desc')
      .execute(),
    r.accounting_provider ? configurationFor(ctx.db, r.accounting_provider, r) : Promise.resolve(undefined),
  ]);
  const current = history[0];
  const dueDate = configured ? addDays(r.start_date, configured.payment_terms_days) : null;
  return {
    reservation: r.id,
    accounting_provider: r.accounting_provider,
    provider_status: r.provider_status,
    currency: current?.currency_id ?? configured?.currency_id ?? r.currency_id,
    amount: current ? fromMinor(toMinor(current.amount)) : null,
    due_date: current ? dueDate : null,
    can_change: canSetProviderCost(ctx.actor),
    history: history.map((h) => ({
      id: h.id,
      provider: h.provider_code,
      provider_name: h.provider_name,
      currency: h.currency_id,
      amount: fromMinor(toMinor(h.amount)),
      reason: h.reason,
      transaction: h.ledger_transaction_id,
      created_by: h.created_by,
      created_by_name: h.created_by_name,
      created: new Date(h.created_at).toISOString(),
    })),
  };
}

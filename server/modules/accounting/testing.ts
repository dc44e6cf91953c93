/** Helpers of the accounting tests: a fresh agency, reservations that owe money, ledger moves. */
import { sql } from 'kysely';
import { toMinor } from '../../../domain/money.ts';
import type { TestApp } from '../../testing/testApp.ts';
import { agencyFunds, markupEarnings, openingBalance, providerRevenue } from '../ledger/accounts.ts';
import { postTransaction, type TransactionKind } from '../ledger/post.ts';
import type { BalanceTotals } from '../../../domain/records/accounting.ts';
import { balanceListQuery } from '../../../domain/schemas/accounting.ts';
import type { AuthActor } from '../../security/actor.ts';
import { liveBalanceTotals } from './balances.ts';
import { levelOf } from './filters.ts';
import { keptBalanceTotals } from './keptTotals.ts';

let serial = 0;

/** A new agency under `parentName` (the central agency by default), level one below it. */
export async function newAgency(t: TestApp, name: string, options: { parent?: string; currency?: number; creditLimit?: string; country?: number | null } = {}): Promise<number> {
  const parent = await t.db.selectFrom('agencies').select(['id', 'path', 'level']).where('name', '=', options.parent ?? 'Grupo Viajes Caribe').executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('agencies')
    .values({ name, level: parent.level + 1, parent_id: parent.id, path: '', currency_id: options.currency ?? 1, credit_limit: options.creditLimit ?? '0', country_id: options.country ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('agencies').set({ path: `${parent.path}${id}.` }).where('id', '=', id).execute();
  return id;
}

export interface OwingSpec {
  start: string;
  deadline?: string | null;
  total: string;
  paid?: string;
  commercial?: string;
  status?: string;
  currency?: number;
}

/** A reservation of `agencyId` written as it stands (only what the debt reads matters). */
export async function reservationOf(t: Pick<TestApp, 'db'>, agencyId: number, spec: OwingSpec): Promise<number> {
  serial += 1;
  const operator = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('reservations')
    .values({
      locator: `AC${String(serial).padStart(4, '0')}`,
      service_type: 'flights',
      status: spec.status ?? 'reserved',
      agency_id: agencyId,
      operator_id: operator.id,
      start_date: spec.start,
      end_date: spec.start,
      currency_id: spec.currency ?? 1,
      net: spec.total,
      total: spec.total,
      price_levels: JSON.stringify({}),
      commercial_status: spec.commercial ?? 'non-paid',
      paid_amount: spec.paid ?? '0',
      payment_deadline: spec.deadline ? new Date(spec.deadline) : null,
      created_by: operator.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Moves `amount` into (positive) or out of an agency's funds against the opening balance, at `at` when given. */
export async function move(t: TestApp, agencyId: number, amount: string, options: { currency?: number; kind?: TransactionKind; reference?: string; reservationId?: number } = {}): Promise<number> {
  const minor = toMinor(amount);
  const currency = options.currency ?? 1;
  const posted = await t.db.transaction().execute((tx) =>
    postTransaction(tx, {
      kind: options.kind ?? (minor > 0 ? 'deposit' : 'adjustment'),
      reference: options.reference,
      reservationId: options.reservationId ?? null,
      createdBy: null,
      entries: [
        { account: agencyFunds(agencyId, currency), amountMinor: minor },
        { account: openingBalance(currency), amountMinor: -minor },
      ],
    }),
  );
  return posted.id;
}

/** A settlement-like payment of a reservation: the buyer's funds pay markups to `earners` and the provider the rest. */
export async function settle(t: TestApp, reservationId: number, buyer: number, earners: { agency: number; amount: string }[], provider: string, currency = 1): Promise<number> {
  const paidMinor = earners.reduce((s, e) => s + toMinor(e.amount), 0) + toMinor(provider);
  const posted = await t.db.transaction().execute((tx) =>
    postTransaction(tx, {
      kind: 'payment',
      reservationId,
      createdBy: null,
      entries: [
        { account: agencyFunds(buyer, currency), amountMinor: -paidMinor },
        ...earners.map((e) => ({ account: markupEarnings(e.agency, currency), amountMinor: toMinor(e.amount) })),
        { account: providerRevenue(currency), amountMinor: toMinor(provider) },
      ],
    }),
  );
  return posted.id;
}

/** Sets the creation time of ledger transactions (a test's dated history; the ledger refuses updates, so its guard is lifted for this). */
export async function backdate(t: TestApp, transactionIds: number[], at: string): Promise<void> {
  await t.db.transaction().execute(async (tx) => {
    await sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`.execute(tx);
    await tx.updateTable('ledger_transactions').set({ created_at: new Date(at) }).where('id', 'in', transactionIds).execute();
    await sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`.execute(tx);
  });
}

/** The accounting user as its access token tells it (first level: sees the whole network). */
export async function accountantActor(t: TestApp): Promise<AuthActor> {
  const u = await t.db
    .selectFrom('users as u')
    .innerJoin('agencies as g', 'g.id', 'u.agency_id')
    .select(['u.id', 'g.id as agency', 'g.level', 'g.path'])
    .where('u.username', '=', 'accounting')
    .executeTakeFirstOrThrow();
  return { id: u.id, username: 'accounting', type: 'accounting', groups: [], is_etg_user: false, agency: { id: u.agency, level: levelOf(u.level), path: u.path } };
}

/**
 * The totals of the accountants' default view (agencies in debt as of the kept day, `currency`
 * when given) as the writes keep them (migration 0046) and as the list aggregates them from its rows.
 */
export async function keptAndLiveTotals(t: TestApp, currency?: number): Promise<{ kept: BalanceTotals[]; live: BalanceTotals[] }> {
  const { rows } = await sql<{ day: string }>`select day::text as day from agency_debt_as_of`.execute(t.db);
  const q = balanceListQuery.parse({ in_debt: 'true', currency });
  const live = await liveBalanceTotals(t.db, await accountantActor(t), q, { asOf: rows[0]?.day ?? '', kept: true });
  return { kept: await keptBalanceTotals(t.db, currency), live };
}

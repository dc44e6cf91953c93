/**
 * PATCH accounting/evidences/{id}/status/: accounting moves an evidence hold → on_review →
 * approved | denied (domain/evidences/statuses.ts decides who may set what). An approval is a
 * deposit in the agency's funds through the payments core (ledger/service.ts `deposit`), made
 * exactly once even when two accountants approve at the same moment:
 * - the status moves by a guarded update (`… where status = <the status read>`): of two racing
 *   changes the second finds no row and is refused with 409, before any money moves;
 * - the deposit is linked to the evidence by a unique column (deposits.evidence_id), so even a
 *   second deposit attempt for the same evidence could not commit.
 * The change, its history row, the deposit and the agency's alert commit in one transaction.
 * Race test: review.race.test.ts (PostgreSQL).
 */
import type { Transaction } from 'kysely';
import { pickLanguage } from '../../../domain/constants.ts';
import type { PaymentType } from '../../../domain/deposits/fields.ts';
import { currencyById } from '../../../domain/currencies.ts';
import { creditedAmount } from '../../../domain/evidences/credit.ts';
import { canMoveEvidence, canSetEvidenceStatus, nextEvidenceStatuses, type EvidenceStatus } from '../../../domain/evidences/statuses.ts';
import { translate } from '../../../domain/i18n.ts';
import type { EvidenceDetailRecord } from '../../../domain/records/evidences.ts';
import type { EvidenceStatusBody } from '../../../domain/schemas/evidences.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors, forbidden } from '../../http/errors.ts';
import { requestHash } from '../flightBooking/common.ts';
import { deposit } from '../ledger/service.ts';
import { keyReused } from '../payments/operations.ts';
import { findEvidence, getEvidence } from './query.ts';

type Tx = Transaction<Database>;

/**
 * The test-only switch of the race test (EVIDENCE_GUARD=off, read only under NODE_ENV=test): the
 * status is then read and written without the guard, and the deposit is written without its
 * unique link to the evidence, so racing approvals all credit the agency.
 */
export function evidenceGuardEnabled(): boolean {
  return !(process.env.NODE_ENV === 'test' && process.env.EVIDENCE_GUARD === 'off');
}

/** 409: the evidence is no longer in the status the change starts from. */
const statusConflict = (ctx: ServiceContext, status: string, next: string) =>
  new ApiError(409, { key: 'evidences.status_conflict', params: { status: ctx.t(`evidences.statuses.${status}`), next: ctx.t(`evidences.statuses.${next}`) } }, 'invalid_status_transition');

interface Moved {
  id: number;
  agency_id: number;
  amount: string;
  currency_id: number;
  amount_usd: string;
  payment_type: PaymentType;
  notes: string;
  transaction_code: string;
  language: string;
}

async function move(tx: Tx, ctx: ServiceContext, id: number, from: EvidenceStatus, body: EvidenceStatusBody): Promise<Moved | undefined> {
  const values = {
    status: body.status,
    cause_of_denial: body.status === 'denied' ? (body.cause_of_denial ?? '') : '',
    reviewed_by: ctx.actor.id,
    reviewed_at: new Date(),
    updated_at: new Date(),
  };
  const columns = ['id', 'agency_id', 'amount', 'currency_id', 'amount_usd', 'payment_type', 'notes', 'transaction_code', 'language'] as const;
  if (evidenceGuardEnabled()) {
    return tx.updateTable('payment_evidences').set(values).where('id', '=', id).where('status', '=', from).returning(columns).executeTakeFirst();
  }
  const now = await tx.selectFrom('payment_evidences').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  if (now.status !== from) return undefined;
  return tx.updateTable('payment_evidences').set(values).where('id', '=', id).returning(columns).executeTakeFirst();
}

/** The approved evidence as a deposit in the agency's currency (domain/evidences/credit.ts). */
async function credit(tx: Tx, ctx: ServiceContext, evidence: Moved): Promise<void> {
  const agency = await tx.selectFrom('agencies').select('currency_id').where('id', '=', evidence.agency_id).executeTakeFirstOrThrow();
  const amount = creditedAmount({ amount: evidence.amount, currency: evidence.currency_id, amount_usd: evidence.amount_usd }, agency.currency_id);
  if (!amount) throw new ApiError(409, { key: 'evidences.currency_not_creditable', params: { currency: currencyById(agency.currency_id)?.abbreviation ?? '' } }, 'currency_not_creditable');
  try {
    await deposit(
      { ...ctx, db: tx },
      {
        agency: evidence.agency_id,
        amount: Number(amount.amount).toFixed(2),
        currency: amount.currency,
        transaction_number: evidence.transaction_code,
        payment_type: evidence.payment_type,
        notes: evidence.notes,
      },
      undefined,
      { evidenceId: evidenceGuardEnabled() ? evidence.id : null },
    );
  } catch (err) {
    // The transfer was credited already (a deposit registered by hand with the same number).
    if (err instanceof FieldErrors && err.fields.transaction_number) {
      throw new ApiError(409, { key: 'evidences.transaction_deposited_detail', params: { number: evidence.transaction_code } }, 'transaction_deposited');
    }
    throw err;
  }
}

/** The uploading agency's alert (top bar), in the uploader's language. */
async function alertAgency(tx: Tx, ctx: ServiceContext, evidence: Moved, body: EvidenceStatusBody): Promise<void> {
  if (body.status !== 'approved' && body.status !== 'denied') return;
  const lang = pickLanguage(evidence.language);
  const params = {
    code: evidence.transaction_code,
    amount: Number(evidence.amount).toFixed(2),
    currency: currencyById(evidence.currency_id)?.abbreviation ?? '',
    cause: body.cause_of_denial ?? '',
  };
  await tx
    .insertInto('alerts')
    .values({
      level: body.status === 'approved' ? 'success' : 'danger',
      topic: translate(lang, `evidences.alert.${body.status}_topic`, params),
      body: translate(lang, `evidences.alert.${body.status}_body`, params),
      audience: 'agency',
      audience_level: null,
      agency_id: evidence.agency_id,
      user_id: null,
      created_by: ctx.actor.id,
    })
    .execute();
}

export async function changeEvidenceStatus(ctx: ServiceContext, id: number, body: EvidenceStatusBody, idempotencyKey?: string): Promise<EvidenceDetailRecord> {
  const current = await findEvidence(ctx.db, ctx.actor, id);
  const hash = requestHash(body);
  if (idempotencyKey) {
    const prior = await ctx.db.selectFrom('payment_evidence_history').select('request_hash').where('evidence_id', '=', id).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    if (prior) {
      if (prior.request_hash !== hash) throw keyReused();
      return getEvidence(ctx, id);
    }
  }
  const from = current.status as EvidenceStatus;
  if (!canSetEvidenceStatus(ctx.actor, body.status)) throw forbidden();
  if (!canMoveEvidence(from, body.status) || !nextEvidenceStatuses(ctx.actor, from).includes(body.status)) throw statusConflict(ctx, from, body.status);
  await ctx.db.transaction().execute(async (tx) => {
    const moved = await move(tx, ctx, id, from, body);
    if (!moved) {
      const now = await tx.selectFrom('payment_evidences').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      throw statusConflict(ctx, now.status, body.status);
    }
    await tx
      .insertInto('payment_evidence_history')
      .values({ evidence_id: id, status: body.status, cause: body.cause_of_denial ?? '', user_id: ctx.actor.id, idempotency_key: idempotencyKey ?? null, request_hash: idempotencyKey ? hash : null })
      .execute();
    if (body.status === 'approved') await credit(tx, ctx, moved);
    await alertAgency(tx, ctx, moved, body);
  });
  return getEvidence(ctx, id);
}

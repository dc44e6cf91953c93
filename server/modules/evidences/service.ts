/**
 * POST accounting/evidences/ (multipart): an agency user uploads the proof of a transfer to the
 * provider (spec §3 'Payment evidence', §5). The fields are checked by the domain's schema (NUL
 * bytes refused as on every route), the files by their bytes (files.ts); the evidence, its files
 * and its first history row ('hold') commit together, and the files written are removed again if
 * that transaction fails. Money moves only when accounting approves it (review.ts).
 */
import { sql } from 'kysely';
import { currencyById } from '../../../domain/currencies.ts';
import { creditedAmount } from '../../../domain/evidences/credit.ts';
import { EVIDENCE_FILE_FIELD } from '../../../domain/evidences/files.ts';
import type { EvidenceDetailRecord } from '../../../domain/records/evidences.ts';
import { evidenceCreateBody, type EvidenceCreateBody } from '../../../domain/schemas/evidences.ts';
import { z } from '../../../domain/validation.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import type { MultipartForm } from '../../http/uploads.ts';
import { nullCharacterIssues, RequestValidationError } from '../../http/validation.ts';
import { checkFiles, removeFiles, storeFiles } from './files.ts';
import { getEvidence } from './query.ts';

type Issue = z.core.$ZodIssue;

/** The day after today (UTC): an agency a few hours ahead of UTC may already be on it. */
function latestOperationDate(now: Date): string {
  return new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The form's text fields as the schema reads them, or a 400 naming each bad field (and a missing file). */
function parseFields(form: MultipartForm): EvidenceCreateBody {
  const nul = nullCharacterIssues(form.fields);
  const result = evidenceCreateBody.safeParse(form.fields);
  const nulPaths = new Set(nul.map((i) => i.path.join('.')));
  const issues: Issue[] = [...nul, ...(result.success ? [] : result.error.issues.filter((i) => !nulPaths.has(i.path.join('.'))))];
  // 'Evidence needs at least one image' (spec §5): said together with the other fields' problems.
  if (form.files.length === 0) issues.push({ code: 'custom', path: [EVIDENCE_FILE_FIELD], message: 'evidences.file_required', input: undefined });
  if (issues.length > 0 || !result.success) throw new RequestValidationError(new z.ZodError(issues), 'body');
  return result.data;
}

export async function createEvidence(ctx: ServiceContext, root: string, form: MultipartForm, now = new Date()): Promise<EvidenceDetailRecord> {
  const { db, actor } = ctx;
  const body = parseFields(form);
  const files = checkFiles(EVIDENCE_FILE_FIELD, form.files);
  const agency = await db.selectFrom('agencies').select(['id', 'currency_id']).where('id', '=', actor.agency.id).executeTakeFirstOrThrow();
  if (!creditedAmount(body, agency.currency_id)) {
    throw fieldError('currency', 'evidences.currency_not_creditable', { currency: currencyById(agency.currency_id)?.abbreviation ?? String(agency.currency_id) });
  }
  if (body.operation_date > latestOperationDate(now)) throw fieldError('operation_date', 'evidences.operation_date_future');
  const deposited = await db
    .selectFrom('deposits')
    .select('id')
    .where('agency_id', '=', agency.id)
    .where(sql`lower(transaction_number)`, '=', body.transaction_code.toLowerCase())
    .executeTakeFirst();
  if (deposited) throw fieldError('transaction_code', 'evidences.transaction_deposited');

  const keys = await storeFiles(root, agency.id, files);
  let id: number;
  try {
    id = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('payment_evidences')
        .values({
          agency_id: agency.id,
          amount: body.amount,
          currency_id: body.currency,
          amount_usd: body.amount_usd,
          operation_date: body.operation_date,
          payment_type: body.payment_type,
          notes: body.notes ?? '',
          file_code: body.file_code,
          transaction_code: body.transaction_code,
          language: ctx.lang,
          created_by: actor.id,
        })
        // The same transfer already waiting or approved (unique index of migration 0031).
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw fieldError('transaction_code', 'evidences.transaction_code_taken');
      await tx
        .insertInto('payment_evidence_files')
        .values(files.map((f, i) => ({ evidence_id: row.id, kind: f.kind, content_type: f.contentType, size: f.bytes.length, name: f.name, storage_key: keys[i] ?? '' })))
        .execute();
      await tx.insertInto('payment_evidence_history').values({ evidence_id: row.id, status: 'hold', user_id: actor.id }).execute();
      return row.id;
    });
  } catch (err) {
    await removeFiles(root, keys);
    throw err;
  }
  return getEvidence(ctx, id);
}

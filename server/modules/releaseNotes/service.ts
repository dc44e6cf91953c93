/** Release notes (spec §1): every signed-in user reads them, newest version first; managers edit. */
import { sql, type Kysely } from 'kysely';
import type { ReleaseNoteRecord } from '../../../domain/records/network.ts';
import type { releaseNoteBody, releaseNoteListQuery, releaseNoteUpdateBody } from '../../../domain/schemas/notices.ts';
import type { z } from '../../../domain/validation.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;
type Body = z.infer<typeof releaseNoteBody>;
type UpdateBody = z.infer<typeof releaseNoteUpdateBody>;

/** 1.10.0 after 1.9.0: versions compare as arrays of numbers, not as text. */
const versionOrder = sql`string_to_array(n.version, '.')::int[]`;

function notes(db: Db) {
  return db.selectFrom('release_notes as n').select(['n.id', 'n.version', 'n.title', 'n.date', 'n.author', 'n.description', 'n.changes', 'n.breaking_changes']);
}

type Row = Awaited<ReturnType<ReturnType<typeof notes>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): ReleaseNoteRecord => ({
  id: r.id,
  version: r.version,
  title: r.title,
  date: r.date,
  author: r.author,
  description: r.description,
  // jsonb written only through releaseNoteBody, so it holds that shape.
  changes: (r.changes as ReleaseNoteRecord['changes']).map((c) => ({ type: c.type, text: c.text, details: c.details ?? '' })),
  breaking_changes: r.breaking_changes as string[],
});

export async function listReleaseNotes({ db }: ServiceContext, url: string, q: z.infer<typeof releaseNoteListQuery>) {
  let query = notes(db);
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('n.version', 'ilike', p), eb('n.title', 'ilike', p), eb('n.description', 'ilike', p), eb(sql`n.changes::text`, 'ilike', p)]));
  }
  const fields = { version: versionOrder, date: 'n.date', title: sql`lower(n.title)` };
  return paginate(db, { url }, query, q, { fields, default: ['-version'], tiebreaker: 'n.id' }, toRecord);
}

export async function getReleaseNote(db: Db, id: number): Promise<ReleaseNoteRecord> {
  const row = await notes(db).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

function columns(body: UpdateBody) {
  const { changes, breaking_changes, ...rest } = body;
  return {
    ...rest,
    ...(changes !== undefined ? { changes: JSON.stringify(changes.map((c) => ({ ...c, details: c.details ?? '' }))) } : {}),
    ...(breaking_changes !== undefined ? { breaking_changes: JSON.stringify(breaking_changes) } : {}),
  };
}

async function guardVersion<T>(version: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'release_notes_version_key')) throw fieldError('version', 'validation.version_taken', { version: version ?? '' });
    throw err;
  }
}

async function versionFree(db: Db, version: string | undefined, except?: number): Promise<void> {
  if (version === undefined) return;
  let q = db.selectFrom('release_notes').select('id').where('version', '=', version);
  if (except !== undefined) q = q.where('id', '<>', except);
  if (await q.executeTakeFirst()) throw fieldError('version', 'validation.version_taken', { version });
}

export async function createReleaseNote(db: Db, body: Body): Promise<ReleaseNoteRecord> {
  await versionFree(db, body.version);
  const values = {
    version: body.version,
    title: body.title,
    date: body.date,
    author: body.author,
    description: body.description ?? '',
    changes: JSON.stringify(body.changes.map((c) => ({ ...c, details: c.details ?? '' }))),
    breaking_changes: JSON.stringify(body.breaking_changes),
  };
  const { id } = await guardVersion(body.version, () => db.insertInto('release_notes').values(values).returning('id').executeTakeFirstOrThrow());
  return getReleaseNote(db, id);
}

export async function updateReleaseNote(db: Db, id: number, body: UpdateBody): Promise<ReleaseNoteRecord> {
  await getReleaseNote(db, id);
  await versionFree(db, body.version, id);
  const set = columns(body);
  if (Object.values(set).some((v) => v !== undefined)) {
    await guardVersion(body.version, () => db.updateTable('release_notes').set({ ...set, updated_at: sql<Date>`now()` }).where('id', '=', id).execute());
  }
  return getReleaseNote(db, id);
}

export async function deleteReleaseNote(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom('release_notes').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
}

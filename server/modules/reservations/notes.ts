/**
 * Notes of a reservation (spec §7 POST reservations/notes/, PATCH reservations/notes/{id}, and
 * flights/note/ on the same store): anyone who sees the reservation reads and writes them; only
 * the author edits one.
 */
import { sql, type Kysely } from 'kysely';
import type { NoteRecord } from '../../../domain/records/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, forbidden, notFound } from '../../http/errors.ts';
import { paginate, type ListQuery } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { reservationsChanged } from './cache.ts';

type Db = Kysely<Database>;

export function noteRows(db: Db) {
  return db
    .selectFrom('reservation_notes as n')
    .leftJoin('users as u', 'u.id', 'n.created_by')
    .select(['n.id', 'n.reservation_id', 'n.text', 'n.created_by', 'n.created_at', 'n.updated_at', sql<string>`coalesce(trim(u.first_name || ' ' || u.last_name), '')`.as('created_by_name')]);
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof noteRows>['executeTakeFirstOrThrow']>>;

export function toNoteRecord(n: NoteRow): NoteRecord {
  return {
    id: n.id,
    reservation: n.reservation_id,
    text: n.text,
    created_by: n.created_by,
    created_by_name: n.created_by_name,
    created_at: n.created_at.toISOString(),
    updated_at: n.updated_at.toISOString(),
  };
}

const inScope = (actor: AuthActor) => sql<boolean>`exists (select 1 from reservations r where r.id = n.reservation_id and ${agencyScope(actor, 'r.agency_id')})`;

export async function listNotes({ db, actor }: ServiceContext, url: string, q: ListQuery & { reservation?: number }) {
  let query = noteRows(db).where(inScope(actor));
  if (q.reservation !== undefined) query = query.where('n.reservation_id', '=', q.reservation);
  return paginate(db, { url }, query, q, { fields: { created: 'n.created_at', id: 'n.id' }, default: ['created'], tiebreaker: 'n.id' }, toNoteRecord);
}

export async function getNote({ db, actor }: ServiceContext, id: number): Promise<NoteRecord> {
  const row = await noteRows(db).where('n.id', '=', id).where(inScope(actor)).executeTakeFirst();
  if (!row) throw notFound();
  return toNoteRecord(row);
}

export async function createNote(ctx: ServiceContext, body: { reservation: number; text: string }): Promise<NoteRecord> {
  const { db, actor } = ctx;
  const reservation = await db.selectFrom('reservations as r').select('r.id').where('r.id', '=', body.reservation).where(agencyScope(actor, 'r.agency_id')).executeTakeFirst();
  if (!reservation) throw fieldError('reservation', 'validation.unknown_ids', { ids: String(body.reservation) });
  const { id } = await db.insertInto('reservation_notes').values({ reservation_id: reservation.id, text: body.text, created_by: actor.id }).returning('id').executeTakeFirstOrThrow();
  await reservationsChanged(ctx.db);
  return getNote(ctx, id);
}

export async function updateNote(ctx: ServiceContext, id: number, body: { text: string }): Promise<NoteRecord> {
  const note = await getNote(ctx, id);
  if (note.created_by !== ctx.actor.id) throw forbidden();
  await ctx.db.updateTable('reservation_notes').set({ text: body.text, updated_at: new Date() }).where('id', '=', id).execute();
  return getNote(ctx, id);
}

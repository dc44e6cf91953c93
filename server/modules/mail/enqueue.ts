/**
 * Putting a mail in the outbox, with its files: one insert for the mail and one per file, in the
 * caller's transaction (so a mail and the write it reports commit together). The worker sends it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailAttachment } from './transport.ts';

export interface NewMail {
  to: string;
  kind: string;
  subject: string;
  body: string;
  attachments?: MailAttachment[];
}

/** Returns the outbox id. */
export async function queueMail(db: Kysely<Database>, mail: NewMail): Promise<number> {
  const { id } = await db.insertInto('outbox').values({ to: mail.to, kind: mail.kind, subject: mail.subject, body: mail.body }).returning('id').executeTakeFirstOrThrow();
  const files = mail.attachments ?? [];
  if (files.length > 0) {
    await db
      .insertInto('outbox_attachments')
      .values(files.map((f) => ({ outbox_id: id, filename: f.filename, content_type: f.content_type, content: f.content })))
      .execute();
  }
  return id;
}

/**
 * A claimed mail made ready to send: a template mail is rendered on its first attempt and its body
 * and attachments stored in one transaction (guarded by the claim's attempt count, like markSent),
 * so a retry sends the same bytes; then the attachments are read back for the transport.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { mailTemplate, saveAttachments, type MailAttachment } from './compose.ts';
import type { ClaimedMail } from './delivery.ts';
import type { OutgoingMail } from './transport.ts';

type Db = Kysely<Database>;

interface StoredTemplate {
  name: string;
  params: Record<string, unknown>;
}

async function attachmentsOf(db: Db, outboxId: number): Promise<MailAttachment[]> {
  const rows = await db.selectFrom('outbox_attachments').select(['filename', 'content_type', 'content']).where('outbox_id', '=', outboxId).orderBy('position').execute();
  return rows.map((r) => ({ filename: r.filename, contentType: r.content_type, content: Buffer.from(r.content) }));
}

/**
 * The mail as the transport sends it; null when this claim no longer owns the row (its lease ran
 * out and another instance claimed it). Throws when the template cannot be rendered: the worker
 * then counts a refused attempt.
 */
export async function prepareMail(db: Db, mail: ClaimedMail, ctx: { dataDir: string; now: Date }): Promise<OutgoingMail | null> {
  let body = mail.body;
  const template = mail.template as StoredTemplate | null;
  if (template) {
    const rendered = await mailTemplate(template.name)({ db, dataDir: ctx.dataDir, now: ctx.now }, template.params);
    const owned = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('outbox')
        .set({ body: rendered.body, template: null })
        .where('id', '=', mail.id)
        .where('status', '=', 'pending')
        .where('attempts', '=', mail.attempts)
        .returning('id')
        .executeTakeFirst();
      if (!updated) return false;
      await trx.deleteFrom('outbox_attachments').where('outbox_id', '=', mail.id).execute();
      await saveAttachments(trx, mail.id, rendered.attachments);
      return true;
    });
    if (!owned) return null;
    body = rendered.body;
  }
  return { id: mail.id, to: mail.to, subject: mail.subject, body, kind: mail.kind, created_at: mail.created_at, attachments: await attachmentsOf(db, mail.id) };
}

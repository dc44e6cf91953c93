/**
 * Writing mail into the outbox (docs/api.md 'Mail'), for every module: in the caller's transaction,
 * so a mail exists exactly when the change it tells about committed. Two forms:
 *
 *   // finished: body and attachments given now (bytes stored with the row)
 *   await queueMail(trx, { to, subject, kind: 'quote', body, attachments: [{ filename: 'q.pdf', contentType: 'application/pdf', content }] });
 *
 *   // from a template: the worker renders it on its first attempt (registerMailTemplate), stores
 *   // the body and the attachments, and every later attempt sends those same bytes
 *   await queueMail(trx, { to, subject, kind: 'booking_confirmation', template: 'booking_confirmation', params: { … } });
 *
 * A template keeps slow work (PDFs) out of the caller's transaction and writes what is true when
 * the mail leaves (a payment made right after a booking shows as paid). `to` may list several
 * addresses, comma-separated.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface MailHead {
  to: string;
  subject: string;
  /** What the mail is (password_reset, booking_confirmation …): the outbox filters and logs by it. */
  kind: string;
}

export interface FinishedMail extends MailHead {
  body: string;
  attachments?: MailAttachment[];
}

export interface TemplateMail extends MailHead {
  template: string;
  /** JSON: ids and choices, not data that may change before the mail leaves. */
  params: Record<string, unknown>;
}

export interface RenderedMail {
  body: string;
  attachments: MailAttachment[];
}

export interface TemplateContext {
  db: Db;
  /** DATA_DIR: the agencies' logos are under DATA_DIR/media. */
  dataDir: string;
  /** The worker's clock. */
  now: Date;
}

export type MailTemplate = (ctx: TemplateContext, params: Record<string, unknown>) => Promise<RenderedMail>;

const templates = new Map<string, MailTemplate>();

/** A module registers its templates when it loads (next to the code that queues them). */
export function registerMailTemplate(name: string, template: MailTemplate): void {
  templates.set(name, template);
}

export function mailTemplate(name: string): MailTemplate {
  const template = templates.get(name);
  if (!template) throw new Error(`no mail template '${name}' is registered`);
  return template;
}

export async function saveAttachments(db: Db, outboxId: number, attachments: readonly MailAttachment[]): Promise<void> {
  if (attachments.length === 0) return;
  await db
    .insertInto('outbox_attachments')
    .values(attachments.map((a, position) => ({ outbox_id: outboxId, position, filename: a.filename, content_type: a.contentType, content: a.content })))
    .execute();
}

/** Writes the mail (and its attachments) with `db`, the caller's transaction; returns the outbox id. */
export async function queueMail(db: Db, mail: FinishedMail | TemplateMail): Promise<number> {
  const isTemplate = 'template' in mail;
  const row = await db
    .insertInto('outbox')
    .values({
      to: mail.to,
      subject: mail.subject.slice(0, 300),
      kind: mail.kind,
      body: isTemplate ? '' : mail.body,
      template: isTemplate ? JSON.stringify({ name: mail.template, params: mail.params }) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!isTemplate) await saveAttachments(db, row.id, mail.attachments ?? []);
  return row.id;
}

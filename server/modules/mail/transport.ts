/**
 * How a mail leaves: SMTP when `SMTP_URL` is set, else an .eml file under `DATA_DIR/mail` (a
 * developer opens it in a mail client, and nothing is lost on a machine without a mail server).
 * `send` resolves only once the SMTP server accepted the message or the file is on disk.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MailAttachment } from './compose.ts';

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  kind: string;
  created_at: Date;
  /** Files sent with the mail (outbox_attachments), in their order. */
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Where mails go, for the start-up log: 'smtp://host:port' or the .eml folder. */
  readonly target: string;
  /** Resolves with a short description of the delivery (SMTP answer or file path); rejects when refused. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export interface TransportLog {
  info(details: object, message: string): void;
}

// Short enough that a dead server fails the attempt well within the worker's lease.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** A stable Message-ID per outbox row: a mail sent twice (a crash between send and mark) reads as one. */
function messageId(mail: OutgoingMail, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}.${mail.created_at.getTime()}@${domain}>`;
}

function message(mail: OutgoingMail, from: string) {
  const attachments = (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }));
  return { from, to: mail.to, subject: mail.subject, text: mail.body, messageId: messageId(mail, from), headers: { 'X-Mail-Kind': mail.kind }, attachments };
}

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  const parsed = new URL(url);
  return {
    target: `${parsed.protocol}//${parsed.host}`,
    async send(mail) {
      const info: { response?: unknown } = await transporter.sendMail(message(mail, from));
      return String(info.response ?? 'accepted');
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dir: string, from: string, log: TransportLog): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: dir,
    async send(mail) {
      const info = await transporter.sendMail(message(mail, from));
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not buffer the message');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `outbox-${mail.id}-${mail.kind}.eml`);
      // Written aside and renamed, so a reader never opens half a mail.
      writeFileSync(`${file}.tmp`, info.message);
      renameSync(`${file}.tmp`, file);
      log.info({ to: mail.to, kind: mail.kind, path: file }, 'mail written to a file (SMTP_URL is not set)');
      return file;
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: TransportLog): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fileTransport(path.join(config.dataDir, 'mail'), config.mailFrom, log);
}

/**
 * The mail worker: sends the outbox. main.ts starts it next to the HTTP server and stops it on
 * shutdown (the send in flight finishes first); tests call `runOnce()` with a pinned clock.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { createPoller, type JobBatch } from '../../jobs/poller.ts';
import { claimDueMails, DEFAULT_POLICY, markRefused, markSent, type ClaimedMail, type DeliveryPolicy } from './delivery.ts';
import { prepareMail } from './prepare.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

export const MAIL_POLL_MS = 5_000;
const BATCH = 10;

export interface MailRun extends JobBatch {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailWorker {
  readonly transport: MailTransport;
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<MailRun>;
}

type LogMethod = (details: object, message: string) => void;
export interface MailLog {
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

export interface MailWorkerOptions {
  db: Kysely<Database>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  /** Fastify's logger (pino) or anything with its object-first methods. */
  log: MailLog;
  /** Tests pin it where backoff times matter. */
  clock?: () => Date;
  policy?: Partial<DeliveryPolicy>;
  pollMs?: number;
}

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const policy = { ...DEFAULT_POLICY, ...options.policy };
  const transport = createMailTransport(options.config, log);

  const run = async (): Promise<MailRun> => {
    const result: MailRun = { done: 0, sent: 0, retried: 0, failed: 0 };
    const claimed = await claimDueMails(db, clock(), BATCH, policy);
    const refused = async (mail: ClaimedMail, err: unknown) => {
      const status = await markRefused(db, mail, clock(), reason(err), policy);
      const details = { outbox: mail.id, kind: mail.kind, attempts: mail.attempts, err: reason(err) };
      if (status === 'failed') {
        result.failed++;
        log.error(details, 'mail failed for good: an admin can retry it from the outbox');
      } else {
        result.retried++;
        log.warn(details, 'mail refused, retrying later');
      }
    };
    for (const mail of claimed) {
      result.done++;
      let accepted: string;
      try {
        // A template mail is rendered (once) here; a failure to render counts as a refused attempt.
        const outgoing = await prepareMail(db, mail, { dataDir: options.config.dataDir, now: clock() });
        if (!outgoing) continue;
        accepted = await transport.send(outgoing);
      } catch (err) {
        await refused(mail, err);
        continue;
      }
      await markSent(db, mail, clock());
      result.sent++;
      log.info({ outbox: mail.id, kind: mail.kind, delivery: accepted }, 'mail sent');
    }
    return result;
  };

  const poller = createPoller({
    intervalMs: options.pollMs ?? MAIL_POLL_MS,
    run,
    onError: (err) => log.error({ err }, 'the mail worker could not run'),
  });

  return {
    transport,
    start: poller.start,
    async stop() {
      await poller.stop();
      transport.close();
    },
    runOnce: poller.runOnce,
  };
}

/**
 * One instance of the API: the app over an opened database, HTTP and the background workers.
 * Ctrl-C / SIGTERM stop the workers (the mail in flight is finished), stop accepting requests and
 * close cleanly. `prepareDatabase` migrates and seeds first: once per start, before any instance.
 */
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase, type OpenDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { demoUsersTable, seedDatabase } from '../db/seed/index.ts';
import { createMailWorker } from '../modules/mail/worker.ts';
import { createHoldExpiryWorker } from '../modules/cart/expiry.ts';
import { createFoldWorker } from '../jobs/foldWorker.ts';
import { AVAILABILITY_VERSIONS_FOLD } from '../modules/hotelSales/stayAvailability.ts';
import { LIST_SUMMARY_FOLD } from '../modules/reservations/summaryCompaction.ts';
import { createWebhookWorker } from '../modules/gateways/sandbox/webhookQueue.ts';
import { gatewaySettings } from '../modules/gateways/settings.ts';
import { createUnpaidReleaseWorker } from '../modules/cart/unpaid.ts';
import { createPaymentReconciler } from '../modules/payments/reconcile.ts';

function describe(target: Config['database']): string {
  if (target.kind === 'pglite') return `embedded PostgreSQL (PGlite) in ${target.dataDir}`;
  if (target.kind === 'memory') return 'in-memory PGlite (data is lost on exit)';
  return `PostgreSQL at ${target.url.replace(/\/\/[^@/]*@/, '//***@')}`;
}

/** Opens the database, applies the migrations and seeds an empty one (printing the demo users). */
export async function prepareDatabase(config: Config): Promise<OpenDatabase> {
  console.log(`Opening ${describe(config.database)} …`);
  const database = await openDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  const seeded = await seedDatabase(database.db, config.seed);
  if (seeded) console.log(`\nDemo data created. Demo users:\n\n${demoUsersTable(seeded)}\n`);
  return database;
}

/** What an instance prints once it listens: once per start, not once per instance. */
export interface Announce {
  /** Where it listens, and that MAINTENANCE is on. */
  listening: boolean;
  /** Where the mail goes. */
  mail: boolean;
}

/** Serves the API on `database` until a signal. */
export async function runInstance(config: Config, database: OpenDatabase, announce: Announce): Promise<void> {
  const app = await buildApp({ db: database.db, config });
  const mailer = createMailWorker({ db: database.db, config, log: app.log.child({ worker: 'mail' }) });
  const holds = createHoldExpiryWorker({ db: database.db, log: app.log.child({ worker: 'cart-holds' }) });
  const folds = createFoldWorker({ db: database.db, folds: [LIST_SUMMARY_FOLD, AVAILABILITY_VERSIONS_FOLD], log: app.log.child({ worker: 'folds' }) });
  // The sandbox gateway's signed webhooks (issue 9); undelivered ones wait in the database.
  const webhookLog = app.log.child({ worker: 'sandbox-webhooks' });
  const webhooks = createWebhookWorker({
    db: database.db,
    secrets: { revolut: gatewaySettings({ publicUrl: config.publicUrl, port: config.port }).revolut.webhookSecret },
    onError: (err) => webhookLog.error({ err }, 'the sandbox webhook worker could not run'),
  });
  const unpaid = createUnpaidReleaseWorker({ db: database.db, log: app.log.child({ worker: 'unpaid-bookings' }) });
  // Card payments and refunds a webhook or a return did not finish: asked of the gateway (issue 9).
  const reconcileLog = app.log.child({ worker: 'payment-reconciliation' });
  const reconciler = createPaymentReconciler({
    db: database.db,
    origin: config.publicUrl || `http://127.0.0.1:${config.port}`,
    onError: (err) => reconcileLog.error({ err }, 'the payment reconciliation could not run'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // Unsent mail stays in the outbox: the next start (or another instance) sends it.
      await mailer.stop();
      await holds.stop();
      await folds.stop();
      await webhooks.stop();
      await unpaid.stop();
      await reconciler.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (announce.listening) announceListening(config);
  mailer.start();
  holds.start();
  folds.start();
  webhooks.start();
  unpaid.start();
  reconciler.start();
  if (announce.mail) console.log(config.smtpUrl ? `Sending mail through ${mailer.transport.target}` : `SMTP_URL is not set: mail is written to ${mailer.transport.target}`);
}

export function announceListening(config: Config, instances = 1): void {
  if (config.maintenance) console.log('MAINTENANCE is on: the API answers 503 and pages redirect to /maintenance.');
  console.log(`Listening on http://localhost:${config.port}${instances > 1 ? ` (${instances} instances)` : ''}`);
}

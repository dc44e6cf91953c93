/**
 * Starts the server: configuration from the environment, the database opened, migrated and seeded
 * when empty, then the API (start/instance.ts). With WEB_CONCURRENCY > 1 this process only prepares
 * the database and runs that many instances (start/cluster.ts); each of them runs this file again
 * as a cluster worker and serves at once.
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { runCluster } from './start/cluster.ts';
import { prepareDatabase, runInstance } from './start/instance.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }

  if (cluster.isWorker) {
    // The primary printed the listening address once all are up; the first one says where mail goes.
    await runInstance(config, await openDatabase(config.database), { listening: false, mail: cluster.worker?.id === 1 });
    return;
  }
  const database = await prepareDatabase(config);
  if (config.instances > 1) {
    await database.close();
    runCluster(config);
    return;
  }
  await runInstance(config, database, { listening: true, mail: true });
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err);
  process.exit(1);
});

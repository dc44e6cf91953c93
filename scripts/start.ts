/**
 * `npm start`: builds the browser app when dist/ is missing or older than its sources, then runs
 * the server (server/main.ts) in this same process, so signals and the exit code are its own.
 * Configuration is the server's environment (PORT, DATA_DIR, DATABASE_URL, SEED …; see README).
 */
import { buildIfNeeded } from './lib/build.ts';

if (!(await buildIfNeeded())) {
  console.error('Not starting the server: the browser app did not build.');
  process.exit(1);
}

await import('../server/main.ts');

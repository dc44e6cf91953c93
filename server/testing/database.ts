/**
 * One migrated and seeded database per test file. On PGlite a fresh cluster costs ~3.5 s, so the
 * first file of a run builds one, dumps it to a tar file in the temp dir (keyed by a hash of the
 * migrations, the seed and the PGlite version) and every file loads a copy (~0.8 s). With
 * DATABASE_URL set, each file gets its own `test_<random>` database on that server instead.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { kyselyOverPglite, kyselyOverPostgres, PGLITE_OPTIONS } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/index.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** On PostgreSQL, the URL of this file's database: a second pool on it plays another instance. */
  url?: string;
  close(): Promise<void>;
}

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const PROJECT_ROOT = path.resolve(SERVER_ROOT, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .flatMap((file) => (statSync(file).isDirectory() ? filesUnder(file) : [file]))
    .sort();
}

/** Changes to anything that shapes the seeded database make a new snapshot. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(SERVER_ROOT, 'db')).filter((f) => !f.endsWith('.test.ts')),
    // How the snapshot is made (this file) shapes it too.
    path.join(SERVER_ROOT, 'testing', 'database.ts'),
    path.join(SERVER_ROOT, 'security', 'passwords.ts'),
    path.join(PROJECT_ROOT, 'domain', 'permissions.ts'),
    path.join(PROJECT_ROOT, 'domain', 'currencies.ts'),
    path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  ];
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  // Seeded timestamps are 'now': a snapshot from another day could surprise date-based tests.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** Snapshots of older code or other days are useless: keep the temp dir from filling up. */
function removeStaleSnapshots(current: string): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const file = path.join(tmpdir(), name);
    if (!/^portal-test-db-[0-9a-f]{16}\.tar(\.gz)?$/.test(name) || file === current) continue;
    try {
      if (statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

async function buildSnapshot(file: string): Promise<void> {
  const client = await PGlite.create(PGLITE_OPTIONS);
  const db = kyselyOverPglite(client);
  try {
    await migrateToLatest(db);
    await seedDatabase(db, 'demo');
    // A clean checkpoint first: otherwise every test file's PGlite replays the seed's WAL at start
    // (crash recovery), about 0.5–1 s of its set-up.
    await client.exec('checkpoint');
    // Uncompressed: loading it skips a gunzip of ~70 MB in every test file (~0.5 s each).
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    // Atomic: a concurrent worker either sees no file or a whole one.
    renameSync(partial, file);
    removeStaleSnapshots(file);
  } finally {
    await db.destroy();
  }
}

/**
 * The tar file of today's migrated and seeded demo database (built when missing). The Playwright
 * harness loads it into the data dir of its extra servers too (tests/e2e/fixtures/global-setup.ts).
 */
export async function demoSnapshot(): Promise<string> {
  const file = path.join(tmpdir(), `portal-test-db-${snapshotKey()}.tar`);
  if (!existsSync(file)) await buildSnapshot(file);
  return file;
}

async function pgliteDatabase(): Promise<TestDatabase> {
  const file = await demoSnapshot();
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), ...PGLITE_OPTIONS });
  const db = kyselyOverPglite(client);
  return { db, kind: 'pglite', close: () => db.destroy() };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on its own connection (create or drop a database); also used by the benchmarks. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops the file's database once its pool has let go. WITH (FORCE) only as a last resort: it kills
 * backends whose clients are still closing, and pg reports that as an unhandled error.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(url, `drop database if exists ${name}`);
      return;
    } catch (err) {
      // 55006: object_in_use (a connection is still closing).
      if ((err as { code?: string }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}

async function postgresDatabase(url: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const own = withDatabase(url, name);
  const db = kyselyOverPostgres(own, 5);
  try {
    await migrateToLatest(db);
    await seedDatabase(db, 'demo');
  } catch (err) {
    await db.destroy();
    await dropDatabase(url, name);
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    url: own,
    close: async () => {
      await db.destroy();
      await dropDatabase(url, name);
    },
  };
}

export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url && url !== 'memory' ? postgresDatabase(url) : pgliteDatabase();
}

/**
 * "Is the Vite build in dist/ older than its sources?" and the build itself, used by `npm start`,
 * `npm test` and `npm run bench`, so a fresh clone builds once and later starts are quick.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, bin, run, type RunResult } from './proc.ts';

/** Everything the browser bundle is built from (relative to the repository root). */
export const BUILD_INPUTS = [
  'src',
  'authProvider',
  'dataProvider',
  'resources',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

const SKIP_DIRS = new Set(['node_modules', '.git']);

/** Newest modification time (ms) of a file or of any file below a folder; 0 when it is missing. */
export function newestMtime(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows up as a newer folder
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Why a build is needed, or null when dist/index.html is newer than every input.
 * `root` is a parameter so tests can point it at a temporary tree.
 */
export function buildReason(root = ROOT, inputs = BUILD_INPUTS): string | null {
  const built = newestMtime(path.join(root, 'dist', 'index.html'));
  if (built === 0) return 'dist/index.html is missing';
  for (const input of inputs) {
    if (newestMtime(path.join(root, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Runs `vite build` in a child process (so its memory is not kept by the server). */
export function viteBuild(): Promise<RunResult> {
  return run(bin('vite'), ['build'], { env: { ...process.env, NODE_ENV: 'production' } });
}

/** Builds when needed; resolves false if a needed build failed. */
export async function buildIfNeeded(log: (line: string) => void = console.log): Promise<boolean> {
  const reason = buildReason();
  if (!reason) {
    log('Browser app is up to date (dist/).');
    return true;
  }
  log(`Building the browser app: ${reason} …`);
  const result = await viteBuild();
  if (result.code !== 0) {
    log(`vite build failed (exit ${result.code}).`);
    return false;
  }
  return true;
}

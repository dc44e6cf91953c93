/** Runs vitest with a readable console reporter plus a JSON report in a temp file, and tallies it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, run } from './proc.ts';
import { tallyVitestFile, type Tally } from './reports.ts';

export async function runVitest(extraArgs: string[], env: NodeJS.ProcessEnv = process.env, label = 'vitest'): Promise<{ tally: Tally; code: number; ms: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-vitest-'));
  const report = path.join(dir, 'vitest.json');
  try {
    const result = await run(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, '--passWithNoTests', ...extraArgs],
      { env },
    );
    const tally = tallyVitestFile(report, label);
    if (result.code !== 0 && tally.failed === 0) {
      // e.g. an unhandled error outside any test, or a coverage threshold: vitest failed, so do we.
      tally.failed = 1;
      tally.notes.push(`${label} exited with code ${result.code} without a failing test`);
    }
    return { tally, code: result.code, ms: result.ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `npm test`: first makes sure Chromium is there (scripts/lib/system-packages.ts: installed with
 * apt-get as root or through sudo -n, otherwise it stops at once printing the command to run), then
 * every suite, in order, going on after a failing stage:
 *   1. type check (`tsc --noEmit`), counted as one test;
 *   2. vitest, all projects (unit, server, web);
 *   3. `vite build` (one test), then the Playwright journeys in Chromium.
 * The last line is exactly `N passed, M failed` over all suites (skipped ones on the line before);
 * the exit code is non-zero if anything failed. Extra arguments are passed to vitest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { viteBuild } from './lib/build.ts';
import { bin, formatMs, interrupted, run } from './lib/proc.ts';
import { addTally, emptyTally, summaryLines, tallyCheck, tallyPlaywrightFile, type Tally } from './lib/reports.ts';
import { chromiumNeed, ensureSystemPackages } from './lib/system-packages.ts';
import { runVitest } from './lib/vitest-run.ts';

const total = emptyTally();
const stages: { name: string; tally: Tally; ms: number }[] = [];

function banner(title: string): void {
  console.log(`\n━━━ ${title} ━━━`);
}

function record(name: string, tally: Tally, ms: number): void {
  stages.push({ name, tally, ms });
  addTally(total, tally);
}

// Two cores: keep every runner modest.
const env: NodeJS.ProcessEnv = { ...process.env, CI: process.env.CI ?? '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

// The journeys need Chromium: install it now (apt-get as root or through sudo -n), or stop before
// the slow stages with the one command that does.
if (!(await ensureSystemPackages([chromiumNeed()]))) {
  for (const line of summaryLines(tallyCheck(false, 'Chromium installed'))) console.log(line);
  process.exit(1);
}

banner('1/3 Type check (tsc --noEmit)');
{
  const result = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { env });
  record('type check', tallyCheck(result.code === 0, 'type check'), result.ms);
}

if (!interrupted()) {
  banner('2/3 Unit, API and component tests (vitest)');
  const { tally, ms } = await runVitest(['--maxWorkers=2', ...process.argv.slice(2)], env);
  record('vitest', tally, ms);
}

if (!interrupted()) {
  banner('3/3 Build, then journeys in Chromium (Playwright)');
  const build = await viteBuild();
  record('vite build', tallyCheck(build.code === 0, 'vite build'), build.ms);
  if (build.code === 0 && !interrupted()) {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-report-'));
    const report = path.join(dir, 'playwright.json');
    try {
      const result = await run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], {
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      });
      const tally = tallyPlaywrightFile(report, 'playwright');
      if (result.code !== 0 && tally.failed === 0) {
        tally.failed = 1;
        tally.notes.push(`playwright exited with code ${result.code} without a failing test`);
      }
      record('playwright', tally, result.ms);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else if (build.code !== 0) {
    console.log('Journeys not run: the browser app did not build.');
  }
}

banner('Summary');
for (const s of stages) {
  const { passed, failed, skipped } = s.tally;
  console.log(`${s.name.padEnd(12)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed ${String(skipped).padStart(4)} skipped   ${formatMs(s.ms)}`);
}
for (const note of total.notes) console.log(`! ${note}`);
const signal = interrupted();
if (signal) {
  console.log(`Interrupted by ${signal}: later stages were not run.`);
  total.failed = Math.max(total.failed, 1);
}
for (const line of summaryLines(total)) console.log(line);
process.exitCode = total.failed > 0 ? 1 : 0;

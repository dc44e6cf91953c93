/**
 * Counting tests from the JSON reports of vitest and Playwright, so `npm test` and `npm run test:pg`
 * can end with one `N passed, M failed` line. A report that is missing or unreadable counts as one
 * failure: a crashed runner must never look like a green run.
 */
import { readFileSync } from 'node:fs';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** Human-readable remarks (files that failed to load, runner errors …). */
  notes: string[];
}

export function emptyTally(): Tally {
  return { passed: 0, failed: 0, skipped: 0, notes: [] };
}

export function addTally(into: Tally, from: Tally): Tally {
  into.passed += from.passed;
  into.failed += from.failed;
  into.skipped += from.skipped;
  into.notes.push(...from.notes);
  return into;
}

/** The last line of `npm test`: skipped tests are not passed and are said on the line before. */
export function summaryLines(t: Tally): string[] {
  return [`${t.skipped} skipped`, `${t.passed} passed, ${t.failed} failed`];
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Vitest's `json` reporter (Jest-compatible): one entry per file in `testResults`, each with
 * `assertionResults` whose status is passed | failed | skipped | pending | todo. A file that
 * failed without any failing test (syntax error, failing hook) counts as one failure.
 */
export function tallyVitest(report: unknown, label = 'vitest'): Tally {
  const t = emptyTally();
  if (!isObject(report) || !Array.isArray(report.testResults)) {
    t.failed = 1;
    t.notes.push(`${label}: no JSON report (the runner crashed or did not start)`);
    return t;
  }
  for (const file of report.testResults) {
    if (!isObject(file)) continue;
    let failedHere = 0;
    for (const a of asArray(file.assertionResults)) {
      const status = isObject(a) ? a.status : undefined;
      if (status === 'passed') t.passed++;
      else if (status === 'failed') failedHere++;
      else t.skipped++;
    }
    if (file.status === 'failed' && failedHere === 0) {
      failedHere = 1;
      const message = typeof file.message === 'string' ? file.message.split('\n')[0] : '';
      t.notes.push(`${label}: ${String(file.name)} failed to run${message ? `: ${message}` : ''}`);
    }
    t.failed += failedHere;
  }
  return t;
}

export function tallyVitestFile(file: string, label?: string): Tally {
  return tallyVitest(readJson(file), label);
}

/**
 * Playwright's `json` reporter: `stats` has expected (passed), unexpected (failed), flaky (passed on
 * a retry) and skipped; `errors` holds failures outside tests (globalSetup, a file that does not load).
 */
export function tallyPlaywright(report: unknown, label = 'playwright'): Tally {
  const t = emptyTally();
  if (!isObject(report) || !isObject(report.stats)) {
    t.failed = 1;
    t.notes.push(`${label}: no JSON report (the runner crashed or did not start)`);
    return t;
  }
  const num = (key: string): number => {
    const value = (report.stats as Record<string, unknown>)[key];
    return typeof value === 'number' ? value : 0;
  };
  t.passed = num('expected') + num('flaky');
  t.failed = num('unexpected');
  t.skipped = num('skipped');
  const errors = asArray(report.errors);
  if (errors.length > 0) {
    t.failed += errors.length;
    for (const e of errors) {
      const message = isObject(e) && typeof e.message === 'string' ? e.message.split('\n')[0] : 'error';
      t.notes.push(`${label}: ${message}`);
    }
  }
  return t;
}

export function tallyPlaywrightFile(file: string, label?: string): Tally {
  return tallyPlaywright(readJson(file), label);
}

/** A stage that is one check (type check, build): passed or failed. */
export function tallyCheck(ok: boolean, label: string): Tally {
  const t = emptyTally();
  if (ok) t.passed = 1;
  else {
    t.failed = 1;
    t.notes.push(`${label} failed`);
  }
  return t;
}

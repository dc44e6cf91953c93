import { describe, expect, it } from 'vitest';
import { addTally, emptyTally, summaryLines, tallyCheck, tallyPlaywright, tallyVitest } from './reports.ts';

describe('tallyVitest', () => {
  it('counts passed, failed and skipped assertions', () => {
    const t = tallyVitest({
      testResults: [
        { name: 'a.test.ts', status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }, { status: 'skipped' }] },
        { name: 'b.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'todo' }, { status: 'pending' }] },
      ],
    });
    expect([t.passed, t.failed, t.skipped]).toEqual([2, 1, 3]);
  });

  it('counts a file that failed to load as one failure', () => {
    const t = tallyVitest({ testResults: [{ name: 'c.test.ts', status: 'failed', message: 'SyntaxError: x\nstack', assertionResults: [] }] });
    expect(t.failed).toBe(1);
    expect(t.notes[0]).toContain('c.test.ts failed to run: SyntaxError: x');
  });

  it('counts a missing report as one failure', () => {
    expect(tallyVitest(undefined).failed).toBe(1);
  });
});

describe('tallyPlaywright', () => {
  it('reads the stats, flaky counting as passed', () => {
    const t = tallyPlaywright({ stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 }, errors: [] });
    expect([t.passed, t.failed, t.skipped]).toEqual([5, 1, 2]);
  });

  it('counts errors outside tests (globalSetup) as failures', () => {
    const t = tallyPlaywright({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{ message: 'server did not start\nmore' }] });
    expect(t.failed).toBe(1);
    expect(t.notes).toEqual(['playwright: server did not start']);
  });

  it('counts a missing report as one failure', () => {
    expect(tallyPlaywright(null).failed).toBe(1);
  });
});

describe('summary', () => {
  it('ends with exactly "N passed, M failed", skipped on the line before', () => {
    const total = addTally(addTally(emptyTally(), tallyCheck(true, 'tsc')), tallyCheck(false, 'build'));
    total.skipped = 3;
    expect(summaryLines(total)).toEqual(['3 skipped', '1 passed, 1 failed']);
  });
});

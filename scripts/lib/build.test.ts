import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason } from './build.ts';

let root: string;
const at = (file: string, seconds: number): void => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, seconds, seconds);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildReason', () => {
  it('builds when dist/index.html is missing', () => {
    at('src/main.tsx', 1_000);
    expect(buildReason(root, ['src'])).toBe('dist/index.html is missing');
  });

  it('does not build when the build is newer than every input', () => {
    at('src/a/b.tsx', 1_000);
    at('index.html', 1_000);
    utimesSync(path.join(root, 'src/a'), 1_000, 1_000);
    utimesSync(path.join(root, 'src'), 1_000, 1_000);
    at('dist/index.html', 2_000);
    expect(buildReason(root, ['src', 'index.html', 'missing-folder'])).toBeNull();
  });

  it('builds when a file deep in an input folder is newer', () => {
    at('dist/index.html', 2_000);
    at('src/a/b.tsx', 3_000);
    utimesSync(path.join(root, 'src/a'), 1_000, 1_000);
    utimesSync(path.join(root, 'src'), 1_000, 1_000);
    expect(buildReason(root, ['src'])).toBe('src changed since the last build');
  });
});

/**
 * The folders' import rules (ARCHITECTURE.md 'Folders'): react-admin resources may use the shared
 * components, forms and errors of src/, never the booking flows, the route table's registry or the
 * app's pages; the booking flows and the shared components never reach into resources/. Shared
 * pieces live in src/components/ (flights: src/components/flights/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Every relative import (static, dynamic, re-export) of a file, as a path from the repository root. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found = text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map((m) => relative(root, resolve(dirname(file), m[1])));
}

function violations(from: string, forbidden: RegExp): string[] {
  return sourceFiles(join(root, from)).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.test(target))
      .map((target) => `${relative(root, file)} → ${target}`),
  );
}

describe('folder import rules', () => {
  it('finds static, dynamic and re-export imports', () => {
    const file = join(root, 'resources/x/A.tsx');
    const text = "import { a } from '../../src/booking/b.ts';\nconst P = lazy(() => import('../../src/pages/P.tsx'));\nexport * from '../y/c.ts';";
    expect(importsOf(file, text)).toEqual(['src/booking/b.ts', 'src/pages/P.tsx', 'resources/y/c.ts']);
  });

  it('resources/ never imports src/booking, src/routes or src/pages', () => {
    expect(violations('resources', /^src\/(booking|routes|pages)\//)).toEqual([]);
  });

  it('only the reservations resource imports resources/flight-reservations/ (shared flight pieces are in src/components/flights)', () => {
    const others = readdirSync(join(root, 'resources')).filter((d) => d !== 'flight-reservations' && statSync(join(root, 'resources', d)).isDirectory());
    expect(others.flatMap((dir) => violations(`resources/${dir}`, /^resources\/flight-reservations\//))).toEqual([]);
    expect(violations('src', /^resources\/flight-reservations\//).filter((v) => !v.startsWith('src/routes/'))).toEqual([]);
  });

  it('src/booking and src/components never import resources/', () => {
    expect([...violations('src/booking', /^resources\//), ...violations('src/components', /^(resources|src\/(booking|routes|pages))\//)]).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import raEnglish from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { MENU } from '../../domain/menu.ts';
import { areaLabelKey, routeLabelKey } from '../routes/menuLabels.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { raSpanish } from './raSpanish.ts';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** Literal translation keys in the source: translate('app.x'), label="app.x", 'ra.y', … */
function keysUsedInSource(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      for (const key of keysUsedInSource(path)) found.add(key);
    } else if (/\.tsx?$/.test(entry) && !entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx') && !path.includes('/i18n/')) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/['"`]((?:app|ra|api|validation|resources)\.[a-zA-Z0-9_.-]+)['"`]/g)) found.add(match[1]);
    }
  }
  return found;
}

describe('translations', () => {
  it('raSpanish has exactly the keys of ra-language-english', () => {
    expect(leafKeys(raSpanish).sort()).toEqual(leafKeys(raEnglish).sort());
  });

  it('Spanish and English have the same keys, react-admin and ours', () => {
    const esKeys = leafKeys(es).sort();
    const enKeys = leafKeys(en).sort();
    expect(esKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !esKeys.includes(k))).toEqual([]);
    for (const key of leafKeys(raEnglish)) expect(esKeys).toContain(key);
  });

  it('no message is left empty or untranslated in Spanish', () => {
    for (const key of leafKeys(es)) {
      const value = lookup(es, key);
      if (key !== 'ra.boolean.null') expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('every area and route of the side-menu table has a label in both languages', () => {
    for (const area of MENU) {
      for (const key of [areaLabelKey(area.key), ...area.routes.map((r) => routeLabelKey(r.path))]) {
        expect(typeof lookup(es, key), key).toBe('string');
        expect(typeof lookup(en, key), key).toBe('string');
      }
    }
  });

  it('every literal key the source uses exists in both languages', () => {
    const root = join(__dirname, '..', '..');
    const used = new Set(['src', 'dataProvider', 'authProvider', 'resources'].flatMap((dir) => [...keysUsedInSource(join(root, dir))]));
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => typeof lookup(es, key) !== 'string' || typeof lookup(en, key) !== 'string');
    expect(missing).toEqual([]);
  });
});

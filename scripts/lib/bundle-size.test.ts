import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlScripts, largestChunk, loginPageScripts, staticImports } from './bundle-size.ts';

describe('htmlScripts', () => {
  it('finds the module entry and the modulepreload links, not styles or remote scripts', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
      <link rel="stylesheet" href="/assets/index-c3.css">
      <script src="https://example.com/x.js"></script></head>`;
    expect(htmlScripts(html)).toEqual(['/assets/index-a1.js', '/assets/vendor-b2.js']);
  });
});

describe('staticImports', () => {
  it('finds static imports and re-exports in minified code, not dynamic imports', () => {
    const code = `import{a as e,b as t}from"./vendor-1.js";import"./side-2.js";export*from"./re-3.js";` +
      `export{x as y}from'./re-4.js';const l=()=>import("./lazy-5.js");const m=e.import("./no.js");`;
    expect(staticImports(code).sort()).toEqual(['./re-3.js', './re-4.js', './side-2.js', './vendor-1.js']);
  });
});

describe('loginPageScripts and largestChunk', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('follows static imports recursively and skips lazy chunks', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'bundle-test-'));
    mkdirSync(path.join(dist, 'assets'));
    const write = (name: string, code: string): void => writeFileSync(path.join(dist, 'assets', name), code);
    writeFileSync(path.join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
    write('index.js', 'import{a}from"./vendor.js";import("./lazy.js");');
    write('vendor.js', 'import"./deep.js";export const a=1;');
    write('deep.js', 'export const d=1;');
    write('lazy.js', 'x'.repeat(10_000) + 'y'.repeat(5_000) + Math.random());
    const names = loginPageScripts(dist).map((f) => path.basename(f.file)).sort();
    expect(names).toEqual(['deep.js', 'index.js', 'vendor.js']);
    expect(path.basename(largestChunk(dist)?.file ?? '')).toBe('lazy.js');
  });
});

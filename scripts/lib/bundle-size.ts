/**
 * How much JavaScript the login page makes the browser load, from a Vite build in dist/: the entry
 * script and modulepreload links of index.html, plus every chunk the entry reaches through STATIC
 * imports (followed recursively); dynamic `import()` chunks load later, on demand, and are not counted.
 * Sizes are gzip (zlib, default level) of each file, summed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Script and modulepreload URLs of an HTML page that point into the build (not http(s) URLs). */
export function htmlScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script\b/i.test(tag) && /\btype\s*=\s*["']?module/i.test(tag);
    const isPreload = /^<link\b/i.test(tag) && /\brel\s*=\s*["']?modulepreload/i.test(tag);
    if (!isModuleScript && !isPreload) continue;
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (url && !/^(?:[a-z]+:)?\/\//i.test(url)) found.push(url);
  }
  return found;
}

/**
 * Specifiers of the static imports and re-exports of a built ES module:
 * `import{a as b}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`. Not `import("./lazy.js")`.
 */
export function staticImports(code: string): string[] {
  const specs = new Set<string>();
  const patterns = [
    /(?:^|[^.\w$])import\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g,
    /(?:^|[^.\w$])export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"'\n]+)["']/g,
  ];
  for (const re of patterns) {
    for (const m of code.matchAll(re)) specs.add(m[1]);
  }
  return [...specs];
}

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export function gzipSize(file: string): FileSize {
  const data = readFileSync(file);
  return { file, bytes: data.length, gzip: gzipSync(data).length };
}

/** Resolves a URL of index.html (`/assets/x.js`, `./assets/x.js`) or a relative import to a file. */
function resolveIn(distDir: string, fromFile: string | null, spec: string): string | null {
  const clean = spec.split(/[?#]/)[0];
  let file: string;
  if (clean.startsWith('/')) file = path.join(distDir, clean);
  else if (fromFile && (clean.startsWith('./') || clean.startsWith('../'))) file = path.resolve(path.dirname(fromFile), clean);
  else if (!fromFile) file = path.join(distDir, clean);
  else return null; // a bare specifier would not load in a browser; not part of the build
  return file.startsWith(distDir) && existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Every JS file the login page loads before it runs: entry, preloads, their static imports. */
export function loginPageScripts(distDir: string): FileSize[] {
  const dist = path.resolve(distDir);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const url of htmlScripts(html)) {
    const file = resolveIn(dist, null, url);
    if (file && !seen.has(file)) {
      seen.add(file);
      queue.push(file);
    }
  }
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const dep = resolveIn(dist, file, spec);
      if (dep && dep.endsWith('.js') && !seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...seen].filter((f) => f.endsWith('.js') || f.endsWith('.mjs')).map(gzipSize);
}

/** The largest JavaScript file (by gzip size) under dist/assets. */
export function largestChunk(distDir: string): FileSize | null {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return null;
  let largest: FileSize | null = null;
  for (const name of readdirSync(assets, { recursive: true }) as string[]) {
    if (!name.endsWith('.js')) continue;
    const size = gzipSize(path.join(assets, name));
    if (!largest || size.gzip > largest.gzip) largest = size;
  }
  return largest;
}

/** Translation of the shared messages on the server and in tests (the browser uses polyglot). */
import type { Language } from './constants.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';

const catalogues = { es, en } as const;

export type MessageParams = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Same %{name} interpolation as polyglot; an unknown key is returned as it is. */
export function translate(language: Language, key: string, params: MessageParams = {}): string {
  const text = lookup(catalogues[language], key) ?? lookup(catalogues.es, key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export { en, es };

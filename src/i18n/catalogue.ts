/**
 * The messages of the page's language. The language changes only with a reload (language.ts), so a
 * page needs one catalogue, not both: Spanish, the default (spec §9), comes with the entry chunk;
 * English is a chunk of its own, which main.tsx awaits before the first render when the cookie asks
 * for it. An English visitor loads what every visitor loaded before (both catalogues), a Spanish one
 * about 40 KB gzip less.
 */
import type { TranslationMessages } from 'ra-core';
import type { Language } from '../../domain/constants.ts';
import { es } from './es.ts';

export async function loadCatalogue(language: Language): Promise<TranslationMessages> {
  return language === 'en' ? (await import('./en.ts')).en : es;
}

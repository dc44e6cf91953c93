/**
 * react-admin's polyglot provider: Spanish by default, English; the language comes from the cookie.
 * It is given the catalogue of that language (catalogue.ts loads it), so the other one stays out of
 * the entry chunk.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { loadCatalogue } from './catalogue.ts';
import type { Language } from './language.ts';

export const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

export function i18nProviderFor(language: Language, messages: TranslationMessages): I18nProvider {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // A change of language reloads the page (language.ts); were the locale changed in place, the
  // other catalogue would load then (polyglot accepts a promise there).
  return polyglotI18nProvider((locale) => (locale === language ? messages : loadCatalogue(locale === 'en' ? 'en' : 'es')), language, LOCALES, {
    // A key without translation shows the key's text, never breaks the page.
    allowMissing: true,
  });
}

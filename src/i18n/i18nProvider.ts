/** react-admin's polyglot provider: Spanish by default, English; the language comes from the cookie. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { currentLanguage, type Language } from './language.ts';
import { en } from './en.ts';
import { es } from './es.ts';

const catalogues = { es, en } as const;

export const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

export function createI18nProvider(language: Language = currentLanguage()): I18nProvider {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return polyglotI18nProvider((locale) => catalogues[locale === 'en' ? 'en' : 'es'], language, LOCALES, {
    // A key without translation shows the key's text, never breaks the page.
    allowMissing: true,
  });
}

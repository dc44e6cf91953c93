/** Tests only: react-admin's i18n provider in either language, both catalogues at hand. */
import type { I18nProvider } from 'ra-core';
import type { Language } from '../../domain/constants.ts';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import { i18nProviderFor } from '../i18n/i18nProvider.ts';

export function createI18nProvider(language: Language = 'es'): I18nProvider {
  return i18nProviderFor(language, language === 'en' ? en : es);
}

/**
 * The theme in the interface's language: MUI's own texts (the Autocomplete's 'Open', 'Clear',
 * 'Close', 'No options', 'Loading…') come from our catalogues, set once for the whole app instead
 * of on each autocomplete. The language changes only with a reload (i18n/language.ts).
 */
import type { RaThemeOptions } from 'react-admin';
import { translate } from '../domain/i18n.ts';
import type { Language } from '../domain/constants.ts';
import { en } from './i18n/en.ts';
import { es } from './i18n/es.ts';
import { theme } from './theme.ts';

function text(language: Language, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), language === 'en' ? en : es);
  return typeof value === 'string' ? value : translate(language, key);
}

export function themeIn(language: Language): RaThemeOptions {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiAutocomplete: {
        defaultProps: {
          openText: text(language, 'ra.action.open'),
          closeText: text(language, 'ra.action.close'),
          clearText: text(language, 'ra.action.clear_input_value'),
          noOptionsText: text(language, 'app.network.no_options'),
          loadingText: text(language, 'ra.page.loading'),
        },
      },
    },
  };
}

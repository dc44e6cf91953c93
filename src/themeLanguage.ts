/**
 * The theme in the interface's language: MUI's own texts (the Autocomplete's 'Open', 'Clear',
 * 'Close', 'No options', 'Loading…') come from our catalogues, set once for the whole app instead
 * of on each autocomplete. The language changes only with a reload (i18n/language.ts), so the
 * catalogue of that language (i18n/catalogue.ts) is all it needs.
 */
import type { RaThemeOptions, TranslationMessages } from 'react-admin';
import { theme } from './theme.ts';

/** The text of a key; the key itself when missing, as polyglot shows it (allowMissing). */
function text(messages: TranslationMessages, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
  return typeof value === 'string' ? value : key;
}

export function themeIn(messages: TranslationMessages): RaThemeOptions {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiAutocomplete: {
        defaultProps: {
          openText: text(messages, 'ra.action.open'),
          closeText: text(messages, 'ra.action.close'),
          clearText: text(messages, 'ra.action.clear_input_value'),
          noOptionsText: text(messages, 'app.network.no_options'),
          loadingText: text(messages, 'ra.page.loading'),
        },
      },
    },
  };
}

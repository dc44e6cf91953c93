import { useLocaleState } from 'react-admin';

/** The locale DateField formats with: es-ES or en-US after the interface language. */
export function useDateLocale(): string {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en-US' : 'es-ES';
}

/**
 * The interface language: the languageB2B cookie (es by default, spec §9), kept for 365 days.
 * Changing it reloads the page (spec §2), so every string and every API answer switch together.
 */
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE_DAYS, LANGUAGES, type Language } from '../../domain/constants.ts';
import { COOKIE, getLanguage } from '../../dataProvider/session.ts';

export { LANGUAGES, type Language };

export function currentLanguage(): Language {
  return getLanguage();
}

export function setLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  Cookies.set(COOKIE.language, language, { expires: LANGUAGE_COOKIE_DAYS, path: '/', sameSite: 'lax' });
  reload();
}

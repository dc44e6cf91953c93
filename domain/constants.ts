/** Business constants and limits of spec §9. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function pickLanguage(value: string | null | undefined): Language {
  if (!value) return DEFAULT_LANGUAGE;
  // Accept-Language may be 'en-US,en;q=0.9,es;q=0.8': the first known language wins.
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'en') return tag;
  }
  return DEFAULT_LANGUAGE;
}

/** Cookie lifetimes in days. */
export const LANGUAGE_COOKIE_DAYS = 365;
export const FILTER_DRAFT_COOKIE_DAYS = 1;
export const LOCATION_COOKIE_DAYS = 10080;

export const NOTIFICATION_AUTO_HIDE_MS = 5000;
export const PERSIST_KEY_PREFIX = 'persist:';
export const PERSIST_VERSION = 3;
export const PERSIST_RESTORE_TIMEOUT_MS = 5000;
export const AUTOCOMPLETE_DELAY_MS = 500;
export const AUTOCOMPLETE_PAGE_SIZE = 9;
export const SELLER_LIST_PAGE_SIZE = 10;
export const SCROLL_TO_TOP_THRESHOLD_PX = 400;
export const ALERT_MENU_MIN_WIDTH_PX = 450;
export const PLACEHOLDER_IMAGE = '/img/no_image.png';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

export const MIN_CAR_RENTAL_DAYS = 3;
export const PDF_MAX_BYTES = 4 * 1024 * 1024;
export const PHONE_MAX_LENGTH = 12;
export const AGENCY_ACRONYM_MAX_LENGTH = 4;

export const DEFAULT_MARKET_MUNICIPALITY = 25;
export const DEFAULT_MARKET_PROVINCE = 3;

/** Agency debt buckets in days: 1–7, 7–15, more than 15. */
export const AGENCY_DEBT_BUCKETS = [
  { from: 1, to: 7 },
  { from: 7, to: 15 },
  { from: 15, to: null },
] as const;

/** Login throttling: this many failures for one username within the window answer 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const ALERT_LEVELS = ['info', 'warning', 'danger', 'success'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** Passenger types of spec §3 (Adulto, Niño, Infante) as API codes; the labels carry the spec's words. */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
/** Age at the date of travel: infants are under 2, children 2 to 11, adults 12 and over. */
export const CHILD_MIN_AGE = 2;
export const ADULT_MIN_AGE = 12;
export const GENDERS = ['male', 'female', 'transgender', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const SERVICE_TYPES = [
  'hotels',
  'flights',
  'cars',
  'experiences',
  'excursions',
  'packages',
  'transfers',
  'travels',
  'pax',
  'houses',
  'fod_park',
  'fod_activity',
  'manual',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

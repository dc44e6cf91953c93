/**
 * Issue 8: catalogue names (seat categories, luggage, rules, cancellation policies, terms) carry an
 * optional English twin. Every answer that shows one to a user picks it here, so English falls
 * back to Spanish the same way everywhere. The SQL form of the same choice is
 * server/db/catalogNames.ts, for queries that build the answer in the database.
 */
import type { Language } from './constants.ts';
import type { CancellationPolicy } from './pricing/cancellation.ts';
import type { Terms } from './records/flightSearch.ts';

/** A catalogue text and its optional English twin. */
export function inLanguage(lang: Language, spanish: string, english: string | null | undefined): string {
  return lang === 'en' && english ? english : spanish;
}

export interface Bilingual {
  name: string;
  name_en?: string | null;
  description?: string;
  description_en?: string | null;
}

/** The row's name in the reader's language (Spanish when the English one is missing). */
export const catalogName = (lang: Language, row: Pick<Bilingual, 'name' | 'name_en'>): string => inLanguage(lang, row.name, row.name_en);

/**
 * A bilingual row (a policy or terms snapshot) as the reader sees it: the English twins fold into
 * `name` and `description` and are not sent.
 */
export function localized<T extends Bilingual>(lang: Language, row: T): Omit<T, 'name_en' | 'description_en'> {
  const { name_en, description_en, ...rest } = row;
  const out = { ...rest, name: inLanguage(lang, row.name, name_en) };
  if (row.description !== undefined) return { ...out, description: inLanguage(lang, row.description, description_en) };
  return out;
}

/** A cancellation policy as a booking freezes it: both languages, picked when read. */
export type PolicySnapshot = CancellationPolicy & { name_en?: string | null };
/** Terms and conditions as a booking freezes them. */
export type TermsSnapshot = Terms & { name_en?: string | null; description_en?: string | null };

/** A booking's frozen policies in the reader's language (rows booked before 0015 are Spanish only). */
export const localizedPolicies = (lang: Language, policies: readonly PolicySnapshot[] | null | undefined): CancellationPolicy[] => (policies ?? []).map((p) => localized(lang, p));
export const localizedTerms = (lang: Language, terms: readonly TermsSnapshot[] | null | undefined): Terms[] => (terms ?? []).map((t) => localized(lang, t));

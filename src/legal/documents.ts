/**
 * The three legal PDFs of the footer (spec §1), one per language, served from public/legal/.
 * makePdfs.ts writes them from texts.ts; the footer links them.
 */
import type { Language } from '../../domain/constants.ts';

export interface LegalDocument {
  key: 'legal_notice' | 'terms' | 'cookies';
  file: Record<Language, string>;
}

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { key: 'legal_notice', file: { es: 'aviso-legal.pdf', en: 'legal-notice.pdf' } },
  { key: 'terms', file: { es: 'terminos-y-condiciones.pdf', en: 'terms-and-conditions.pdf' } },
  { key: 'cookies', file: { es: 'politica-de-cookies.pdf', en: 'cookies-policy.pdf' } },
];

export function legalHref(doc: LegalDocument, language: Language): string {
  return `/legal/${language}/${doc.file[language]}`;
}

/** Issue 8: the English twin of catalogue names (see the Spanish file). */
import type { catalogueNamesEs } from '../es/catalogueNames.ts';

export const catalogueNamesEn: Record<keyof typeof catalogueNamesEs, string> = {
  name_en_hint: 'Shown in English; empty: the Spanish name is shown.',
};

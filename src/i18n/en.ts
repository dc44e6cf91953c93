/** Every English message of the browser app: react-admin's, the shared ones of domain/, then ours. */
import raEnglish from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { en as domainEn } from '../../domain/messages/en.ts';
import { allResourcesEn, appEn } from './messages/en.ts';
import { withDeleteTextsEn } from './resourceTexts.ts';

// The name is the list's title-cased label ('Flight bookings'): not inside a sentence.
const ra = { ...raEnglish.ra, navigation: { ...raEnglish.ra.navigation, no_results: 'No results found.', no_filtered_results: 'No results found with the current filters.' } };

export const en: TranslationMessages = { ...raEnglish, ra, ...domainEn, app: appEn, resources: withDeleteTextsEn(allResourcesEn) };

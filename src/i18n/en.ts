/** Every English message of the browser app: react-admin's, the shared ones of domain/, then ours. */
import raEnglish from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { en as domainEn } from '../../domain/messages/en.ts';
import { allResourcesEn, appEn } from './messages/en.ts';

export const en: TranslationMessages = { ...raEnglish, ...domainEn, app: appEn, resources: allResourcesEn };

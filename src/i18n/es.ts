/** Every Spanish message of the browser app: react-admin's, the shared ones of domain/, then ours. */
import type { TranslationMessages } from 'ra-core';
import { es as domainEs } from '../../domain/messages/es.ts';
import { allResourcesEs, appEs } from './messages/es.ts';
import { raSpanish } from './raSpanish.ts';
import { withDeleteTextsEs } from './resourceTexts.ts';

export const es: TranslationMessages = { ...raSpanish, ...domainEs, app: appEs, resources: withDeleteTextsEs(allResourcesEs) };

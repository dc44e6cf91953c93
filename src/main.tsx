import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { TranslationMessages } from 'react-admin';
import { App } from './App.tsx';
import { loadCatalogue } from './i18n/catalogue.ts';
import { es } from './i18n/es.ts';
import { currentLanguage, type Language } from './i18n/language.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = (language: Language, messages: TranslationMessages): void =>
  createRoot(root).render(
    <StrictMode>
      <App language={language} messages={messages} />
    </StrictMode>,
  );

// Spanish is in the entry chunk; English is fetched first (i18n/catalogue.ts), so no page ever
// renders with the wrong texts; index.html's spinner shows meanwhile. Not a top-level await: the
// English chunk imports shared messages from the entry chunk, which would wait for it in a cycle.
const language = currentLanguage();
loadCatalogue(language).then(
  (messages) => render(language, messages),
  // Its chunk did not load (network): the page still opens, in the default language.
  () => render('es', es),
);

/** Test wrapper: react-admin's context (Spanish, our theme) inside a memory router. Tests only. */
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type MemoryRouterProps } from 'react-router-dom';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { authProvider as realAuthProvider } from '../../authProvider/index.ts';
import { dataProvider as realDataProvider } from '../../dataProvider/index.ts';
import type { Language } from '../../domain/constants.ts';
import { StackedNotifications } from '../components/StackedNotifications.tsx';
import { createI18nProvider } from './i18n.ts';
import { theme } from '../theme.ts';

// react-admin pages take a few hundred milliseconds to settle in jsdom; under two parallel workers
// that can pass Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

export interface TestProvidersProps {
  children: ReactNode;
  /** The location the test starts at: a path, or a location with router state. */
  path?: NonNullable<MemoryRouterProps['initialEntries']>[number];
  language?: Language;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}

export function TestProviders({ children, path = '/', language = 'es', dataProvider = realDataProvider, authProvider = realAuthProvider }: TestProvidersProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider(language)} theme={theme}>
        {children}
        <StackedNotifications />
      </AdminContext>
    </MemoryRouter>
  );
}

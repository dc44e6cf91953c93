/**
 * The browser app: a BrowserRouter (real paths; the server answers unknown paths with
 * index.html) around react-admin. Public pages are custom routes without layout; everything else
 * lives in the main layout behind the session check and, per route, the access rule of the route
 * table (domain/menu.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, useNavigate } from 'react-router-dom';
import { Admin, CustomRoutes, type TranslationMessages } from 'react-admin';
import { authProvider } from '../authProvider/index.ts';
import { dataProvider } from '../dataProvider/index.ts';
import { isHttpError } from '../dataProvider/errors.ts';
import { setNavigation } from '../dataProvider/http.ts';
import { FullPageLoader } from './components/FullPageLoader.tsx';
import { StackedNotifications } from './components/StackedNotifications.tsx';
import { MaintenanceWatch } from './config/MaintenanceWatch.tsx';
import { i18nProviderFor } from './i18n/i18nProvider.ts';
import type { Language } from './i18n/language.ts';
import { AccessDeniedPage, AppRoutes, Dashboard } from './routes/lazyPages.ts';
import { ProtectedLayout } from './routes/ProtectedLayout.tsx';
import { publicRoutes } from './routes/publicRoutes.tsx';
import { resourceRedirects } from './routes/resourceRedirects.tsx';
import { themeIn } from './themeLanguage.ts';

/** Retry a failed read once, and only when the server or the network failed, never a 4xx. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 1) return false;
  return !isHttpError(error) || error.status === 0 || error.status >= 500;
}

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } } });

/** Lets the http client navigate inside the app (session expired, maintenance) without a reload. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigation({ navigate: (to) => navigate(to) }), [navigate]);
  return null;
}

const DashboardPage = () => <Dashboard />;
const AccessDenied = () => <AccessDeniedPage />;
const CatchAll = () => <Navigate to="/404" replace />;

/** The page's language and its catalogue (main.tsx loads it: i18n/catalogue.ts). */
export interface AppProps {
  language: Language;
  messages: TranslationMessages;
}

export function App({ language, messages }: AppProps) {
  const i18nProvider = useMemo(() => i18nProviderFor(language, messages), [language, messages]);
  const theme = useMemo(() => themeIn(messages), [messages]);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <NavigationBridge />
        <MaintenanceWatch />
      </QueryClientProvider>
      <Admin
        disableTelemetry
        title={i18nProvider.translate('app.brand.name')}
        queryClient={queryClient}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={ProtectedLayout}
        dashboard={DashboardPage}
        loginPage={false}
        catchAll={CatchAll}
        accessDenied={AccessDenied}
        loading={FullPageLoader}
        notification={StackedNotifications}
      >
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
        {/* The route table (routes/AppRoutes.tsx) is a chunk of its own, loaded with the main layout:
            one splat route here, which react-router ranks below the dashboard, react-admin's own
            pages and the resources, and which answers the paths react-admin's catchAll did. */}
        <CustomRoutes>
          <Route path="/*" element={<AppRoutes />} />
        </CustomRoutes>
        {resourceRedirects}
      </Admin>
    </BrowserRouter>
  );
}

export default App;

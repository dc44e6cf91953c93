/**
 * Route-level chunks: react-admin's core and the login page (in the entry chunk, see
 * publicRoutes.tsx) load first; every other page, the main layout and the route table load on demand.
 */
import { lazy } from 'react';

/** One request for the route table, however many ask for it. */
let appRoutes: Promise<typeof import('./AppRoutes.tsx')> | null = null;
const loadAppRoutes = () => (appRoutes ??= import('./AppRoutes.tsx'));

export const ResetPasswordPage = lazy(() => import('../public/ResetPasswordPage.tsx'));
export const RegistrationPage = lazy(() => import('../public/RegistrationPage.tsx'));
export const PaymentPage = lazy(() => import('../public/PaymentPage.tsx'));
export const PaymentSuccessPage = lazy(() => import('../public/PaymentResultPage.tsx').then((m) => ({ default: m.PaymentSuccessPage })));
export const PaymentFailPage = lazy(() => import('../public/PaymentResultPage.tsx').then((m) => ({ default: m.PaymentFailPage })));
export const ImportantInfoPage = lazy(() => import('../public/ImportantInfoPage.tsx'));
export const MaintenancePage = lazy(() => import('../public/MaintenancePage.tsx'));
export const NotFoundPage = lazy(() => import('../public/NotFoundPage.tsx'));

// The route table renders inside the main layout: asking for both at once spares a round trip.
export const MainLayout = lazy(() => {
  void loadAppRoutes();
  return import('../layout/main/MainLayout.tsx');
});
export const AppRoutes = lazy(loadAppRoutes);
export const PaymentIdRoute = lazy(() => import('./PaymentIdRoute.tsx'));
export const Dashboard = lazy(() => import('../pages/Dashboard.tsx'));
export const ComingSoonPage = lazy(() => import('../pages/ComingSoonPage.tsx'));
export const AccessDeniedPage = lazy(() => import('../pages/AccessDeniedPage.tsx'));
export const ProfilePage = lazy(() => import('../pages/ProfilePage.tsx'));
export const ChangePasswordPage = lazy(() => import('../pages/ChangePasswordPage.tsx'));
export const CartPage = lazy(() => import('../pages/CartPage.tsx'));

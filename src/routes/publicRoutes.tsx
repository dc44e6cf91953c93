/** Public routes (spec §2): no session needed, each in its own layout. */
import { Suspense, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { LoginPage } from '../public/LoginPage.tsx';
import {
  ImportantInfoPage,
  MaintenancePage,
  NotFoundPage,
  PaymentFailPage,
  PaymentIdRoute,
  PaymentSuccessPage,
  RegistrationPage,
  ResetPasswordPage,
} from './lazyPages.ts';

export const PUBLIC_PATHS = [
  '/auth/login',
  '/accounts/reset',
  '/agencias/registro',
  '/payment/:id',
  '/payment-success',
  '/payment-fail',
  '/important_info',
  '/maintenance',
  '/404',
] as const;

/**
 * Public pages are lazy chunks outside the main layout, each with its own loading state, except the
 * login page: every anonymous visit lands there, so it comes with the entry chunk instead of a
 * second round trip.
 */
function page(Page: ComponentType) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Page />
    </Suspense>
  );
}

export const publicRoutes = [
  <Route key="login" path="/auth/login" element={<LoginPage />} />,
  <Route key="reset" path="/accounts/reset" element={page(ResetPasswordPage)} />,
  <Route key="registration" path="/agencias/registro" element={page(RegistrationPage)} />,
  <Route key="payment" path="/payment/:id" element={page(PaymentIdRoute)} />,
  <Route key="payment-success" path="/payment-success" element={page(PaymentSuccessPage)} />,
  <Route key="payment-fail" path="/payment-fail" element={page(PaymentFailPage)} />,
  <Route key="info" path="/important_info" element={page(ImportantInfoPage)} />,
  <Route key="maintenance" path="/maintenance" element={page(MaintenancePage)} />,
  <Route key="not-found" path="/404" element={page(NotFoundPage)} />,
];

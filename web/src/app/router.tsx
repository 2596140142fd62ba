import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { LoginPage, SignupPage } from '../features/auth';
import {
  AccountPage,
  AffiliatesPage,
  BookingPage,
  CustomerLayout,
  HomePage,
  MyBookingsPage,
  RequestsPage,
  ServicePage,
} from '../features/customer';
import { FallbackRedirect, RequireRole } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

// Admin, provider and GraphiQL code is downloaded only by those who open them.
const AdminArea = lazy(() => import('../features/admin/AdminArea'));
const ProviderArea = lazy(() => import('../features/provider/ProviderArea'));
const GraphiQLPage = lazy(() => import('../features/graphiql/GraphiQLPage'));

const load = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireRole>{element}</RequireRole>;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage variant="customer" /> },
      { path: 'provider/signup', element: <SignupPage variant="provider" /> },
      { path: 'admin/signup', element: <SignupPage variant="admin" /> },
      { path: 'admin/*', element: <RequireRole role="ADMIN">{load(<AdminArea />)}</RequireRole> },
      { path: 'provider/*', element: <RequireRole role="EXTERNAL_PROVIDER">{load(<ProviderArea />)}</RequireRole> },
      { path: 'graphiql', element: load(<GraphiQLPage />) },
      {
        element: <CustomerLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'services/:serviceId', element: <ServicePage /> },
          { path: 'services/:serviceId/book/:packageName', element: <BookingPage /> },
          { path: 'my-bookings', element: signedIn(<MyBookingsPage />) },
          { path: 'requests', element: signedIn(<RequestsPage />) },
          { path: 'account', element: signedIn(<AccountPage />) },
          { path: 'affiliates', element: signedIn(<AffiliatesPage />) },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

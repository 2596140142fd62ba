import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
// Straight from their modules: the feature's index would pull every page into the first download.
import { CustomerLayout } from '../features/customer/CustomerLayout';
import { HomePage } from '../features/customer/home/HomePage';
import { FallbackRedirect, RequireRole } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** A page of a module that is downloaded when its route is first opened. */
function lazyPage<Name extends string, Props>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The home page comes with the first download; every other page, and the admin, provider and GraphiQL
// areas, only when someone opens them (phones on slow, metered data fetch only what they show).
const AdminArea = lazy(() => import('../features/admin/AdminArea'));
const ProviderArea = lazy(() => import('../features/provider/ProviderArea'));
const GraphiQLPage = lazy(() => import('../features/graphiql/GraphiQLPage'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/SignupPage'), 'SignupPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const SetPasswordPage = lazyPage(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage');
const ServicePage = lazyPage(() => import('../features/customer/service/ServicePage'), 'ServicePage');
const BookingPage = lazyPage(() => import('../features/customer/booking/BookingPage'), 'BookingPage');
const MyBookingsPage = lazyPage(() => import('../features/customer/bookings/MyBookingsPage'), 'MyBookingsPage');
const RequestsPage = lazyPage(() => import('../features/customer/requests/RequestsPage'), 'RequestsPage');
const AccountPage = lazyPage(() => import('../features/customer/account/AccountPage'), 'AccountPage');
const AffiliatesPage = lazyPage(() => import('../features/customer/affiliates/AffiliatesPage'), 'AffiliatesPage');
const ReceiptPage = lazyPage(() => import('../features/receipts/ReceiptPage'), 'ReceiptPage');
const PrivacyPage = lazyPage(() => import('../features/customer/privacy/PrivacyPage'), 'PrivacyPage');

/** What a route's `handle` tells the server (server-entry.tsx). */
export interface RouteHandle {
  /** The server renders the route for visitors who are not signed in: the same content for everyone. */
  prerender: boolean;
  /** The module of a lazily loaded page (its file's name), whose code and styles the HTML must link. */
  page?: string;
  /**
   * Query parameters of free text (a search): an address with one is one of endlessly many, so the server
   * renders its page but does not keep it.
   */
  unkept?: string[];
}

/** A public page, rendered by the server so a slow phone sees it before the app's code has run. */
const prerender = (options: Omit<RouteHandle, 'prerender'> = {}): RouteHandle => ({ prerender: true, ...options });
const home = prerender({ unkept: ['q'] });

const load = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireRole>{element}</RequireRole>;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', element: load(<LoginPage />) },
      { path: 'forgot-password', element: load(<ForgotPasswordPage />) },
      { path: 'set-password', element: load(<SetPasswordPage />) },
      { path: 'signup', element: load(<SignupPage variant="customer" />) },
      { path: 'provider/signup', element: load(<SignupPage variant="provider" />) },
      { path: 'admin/signup', element: load(<SignupPage variant="admin" />) },
      { path: 'admin/*', element: <RequireRole role="ADMIN">{load(<AdminArea />)}</RequireRole> },
      { path: 'provider/*', element: <RequireRole role="EXTERNAL_PROVIDER">{load(<ProviderArea />)}</RequireRole> },
      { path: 'graphiql', element: load(<GraphiQLPage />) },
      // Outside the customer layout: a receipt prints as a page of its own, for customers and admins alike.
      { path: 'receipts/:receiptId', element: signedIn(load(<ReceiptPage />)) },
      {
        element: <CustomerLayout />,
        children: [
          { index: true, element: <HomePage />, handle: home },
          { path: 'home', element: <HomePage />, handle: home },
          { path: 'services/:serviceId', element: load(<ServicePage />), handle: prerender({ page: 'ServicePage' }) },
          { path: 'services/:serviceId/book/:packageName', element: load(<BookingPage />) },
          { path: 'my-bookings', element: signedIn(load(<MyBookingsPage />)) },
          { path: 'requests', element: signedIn(load(<RequestsPage />)) },
          { path: 'account', element: signedIn(load(<AccountPage />)) },
          { path: 'affiliates', element: signedIn(load(<AffiliatesPage />)) },
          { path: 'privacy', element: load(<PrivacyPage />), handle: prerender({ page: 'PrivacyPage' }) },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

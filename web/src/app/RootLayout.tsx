import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

// Toasts only follow what someone does, so their container (with its portal and transitions) loads after
// the first screen instead of with it; a toast shown earlier waits in the store until it is there.
const Toasts = lazy(() => import('./Toasts'));

export function RootLayout() {
  return (
    <>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

// Toasts only follow what someone does, so their container (with its portal and transitions) loads once
// the first screen is up and the browser is idle, instead of competing with it; a toast shown earlier
// waits in the store until the container is there.
const Toasts = lazy(() => import('./Toasts'));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 1);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(done, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}

export function RootLayout() {
  const idle = useIdle();
  return (
    <>
      {idle && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

// Toasts only follow what someone does, so their container (with its portal and transitions) is loaded
// when the first toast is shown, not with the first screen: a toast waits in the store until the
// container is there.
const Toasts = lazy(() => import('./Toasts'));

/** True from the first toast on (the container then stays). */
function useToastsWanted(): boolean {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted;
}

export function RootLayout() {
  const wanted = useToastsWanted();
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

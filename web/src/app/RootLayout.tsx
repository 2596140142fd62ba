import { Notifications } from '@mantine/notifications';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

/** Toasts close after 5 s in the admin area and 3 s in the customer and provider areas. */
export function RootLayout() {
  const { pathname } = useLocation();
  const inAdmin = pathname === '/admin' || (pathname.startsWith('/admin/') && pathname !== '/admin/signup');
  return (
    <>
      <Notifications position="top-right" autoClose={inAdmin ? 5000 : 3000} zIndex={1000} />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

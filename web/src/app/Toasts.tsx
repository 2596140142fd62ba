import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { useLocation } from 'react-router-dom';

/** The toasts' container: they close after 5 s in the admin area and 3 s in the customer and provider areas. */
export default function Toasts() {
  const { pathname } = useLocation();
  const inAdmin = pathname === '/admin' || (pathname.startsWith('/admin/') && pathname !== '/admin/signup');
  return <Notifications position="top-right" autoClose={inAdmin ? 5000 : 3000} zIndex={1000} />;
}

import {
  IconCalendarCheck,
  IconLayoutDashboard,
  IconSettings,
  IconStar,
  IconTools,
  IconUserCircle,
} from '@tabler/icons-react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';
import { SidebarLayout, type SidebarLink } from '../../components/SidebarLayout';
import { ProviderHomePage } from './ProviderHomePage';

const LINKS: SidebarLink[] = [
  { label: 'Dashboard', to: '/provider/overview', icon: IconLayoutDashboard },
  { label: 'My Services', to: '/provider/services', icon: IconTools },
  { label: 'Bookings', to: '/provider/bookings', icon: IconCalendarCheck },
  { label: 'Profile', to: '/provider/profile', icon: IconUserCircle },
  { label: 'Reviews', to: '/provider/reviews', icon: IconStar },
];

const SETTINGS: SidebarLink[] = [{ label: 'Settings', to: '/provider/settings', icon: IconSettings }];

const PAGES: Array<{ path: string; title: string; description: string }> = [
  {
    path: 'overview',
    title: 'Dashboard',
    description: 'An overview of your services, new booking requests and recent activity.',
  },
  {
    path: 'services',
    title: 'My Services',
    description: 'The services you offer, with their packages, prices and review status.',
  },
  {
    path: 'services/add',
    title: 'Add a service',
    description: 'Create a service step by step: details, packages with prices and deposits, then photos.',
  },
  {
    path: 'services/edit/:serviceId',
    title: 'Edit service',
    description: 'Change a service’s details, packages or photos.',
  },
  { path: 'services/:serviceId', title: 'Service', description: 'One of your services with its packages and photos.' },
  {
    path: 'bookings',
    title: 'Bookings',
    description: 'Booking requests, confirmed and completed bookings for your services.',
  },
  {
    path: 'profile',
    title: 'Profile',
    description: 'Your provider profile with your verification and approval status.',
  },
  { path: 'reviews', title: 'Reviews', description: 'What customers said about your completed bookings.' },
  { path: 'settings', title: 'Settings', description: 'Your account and notification settings.' },
];

/** Everything under /provider (lazy-loaded; the router lets only external providers in). */
export default function ProviderArea() {
  return (
    <Routes>
      <Route element={<SidebarLayout title="Provider" homePath="/provider" links={LINKS} footerLinks={SETTINGS} />}>
        <Route index element={<ProviderHomePage />} />
        {PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<ComingSoon title={page.title} description={page.description} />} />
        ))}
        <Route path="*" element={<Navigate to="/provider" replace />} />
      </Route>
    </Routes>
  );
}

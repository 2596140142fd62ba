import { IconCalendarCheck, IconCoins, IconLayoutDashboard, IconSettings, IconStar, IconTools, IconUserCircle } from '@tabler/icons-react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SidebarLayout, type SidebarLink } from '../../components/SidebarLayout';
import { BookingsPage } from './bookings/BookingsPage';
import { EarningsPage } from './earnings/EarningsPage';
import { OverviewPage } from './overview/OverviewPage';
import { ProfilePage } from './profile/ProfilePage';
import { ProviderHomePage } from './ProviderHomePage';
import { ReviewsPage } from './reviews/ReviewsPage';
import { AddServicePage } from './services/AddServicePage';
import { EditServicePage } from './services/edit/EditServicePage';
import { ServiceDetailPage } from './services/ServiceDetailPage';
import { ServicesPage } from './services/ServicesPage';
import { SettingsPage } from './settings/SettingsPage';

const LINKS: SidebarLink[] = [
  // Six sections share the phone's bottom bar: the short labels keep each whole at 390 px.
  { label: 'Dashboard', short: 'Home', to: '/provider/overview', icon: IconLayoutDashboard },
  { label: 'My Services', short: 'Services', to: '/provider/services', icon: IconTools },
  { label: 'Bookings', to: '/provider/bookings', icon: IconCalendarCheck },
  { label: 'Earnings', to: '/provider/earnings', icon: IconCoins },
  { label: 'Profile', to: '/provider/profile', icon: IconUserCircle },
  { label: 'Reviews', to: '/provider/reviews', icon: IconStar },
];

const SETTINGS: SidebarLink[] = [{ label: 'Settings', to: '/provider/settings', icon: IconSettings }];

/** Everything under /provider (lazy-loaded; the router lets only external providers in). */
export default function ProviderArea() {
  return (
    <Routes>
      <Route
        element={
          <SidebarLayout
            title="Provider"
            homePath="/provider"
            links={LINKS}
            footerLinks={SETTINGS}
            bottomNav
            messagesLink="/provider/bookings"
          />
        }
      >
        <Route index element={<ProviderHomePage />} />
        <Route path="overview" element={<OverviewPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/add" element={<AddServicePage />} />
        <Route path="services/edit/:serviceId" element={<EditServicePage />} />
        <Route path="services/:serviceId" element={<ServiceDetailPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="earnings" element={<EarningsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<Navigate to="/provider" replace />} />
      </Route>
    </Routes>
  );
}

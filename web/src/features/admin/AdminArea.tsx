import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SidebarLayout, type SidebarLink } from '../../components/SidebarLayout';
import { AffiliateDashboardPage } from './affiliates/AffiliateDashboardPage';
import { AffiliateDetailPage } from './affiliates/AffiliateDetailPage';
import { BookingsPage } from './bookings/BookingsPage';
import { CategoriesPage } from './categories/CategoriesPage';
import { CustomersPage } from './customers/CustomersPage';
import { AdminDashboardPage } from './dashboard/AdminDashboardPage';
import { LocationsPage } from './locations/LocationsPage';
import { ExternalProviderBookingsPage } from './providers/ExternalProviderBookingsPage';
import { ExternalProviderEarningsPage } from './providers/ExternalProviderEarningsPage';
import { ExternalProviderServicesPage } from './providers/ExternalProviderServicesPage';
import { ServiceProvidersPage } from './providers/ServiceProvidersPage';
import { RefundsPage } from './refunds/RefundsPage';
import { RequestDetailPage } from './requests/RequestDetailPage';
import { RequestsPage } from './requests/RequestsPage';
import { ADMIN_SECTIONS } from './sections';
import { ServiceDetailPage } from './services/ServiceDetailPage';
import { ServicesPage } from './services/ServicesPage';
import { SettingsPage } from './settings/SettingsPage';
import { TeamDayPage } from './team-day/TeamDayPage';
import { TextsPage } from './texts/TextsPage';
import { AuditTrailPage } from './audit/AuditTrailPage';

const LINKS: SidebarLink[] = ADMIN_SECTIONS.map((section) => ({
  label: section.label,
  to: `/admin/${section.path}`,
  icon: section.icon,
}));

/** The screen of each sidebar section. */
const PAGES: Record<string, ReactElement> = {
  customers: <CustomersPage />,
  'service-providers': <ServiceProvidersPage />,
  'team-day': <TeamDayPage />,
  services: <ServicesPage />,
  categories: <CategoriesPage />,
  locations: <LocationsPage />,
  requests: <RequestsPage />,
  'affiliate-dashboard': <AffiliateDashboardPage />,
  bookings: <BookingsPage />,
  refunds: <RefundsPage />,
  texts: <TextsPage />,
  audit: <AuditTrailPage />,
  settings: <SettingsPage />,
};

/** Everything under /admin (lazy-loaded; the router lets only admins in). */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<SidebarLayout title="Admin" homePath="/admin" links={LINKS} messagesLink="/admin/bookings" />}>
        <Route index element={<AdminDashboardPage />} />
        {ADMIN_SECTIONS.map((section) => (
          <Route key={section.path} path={section.path} element={PAGES[section.path]} />
        ))}
        <Route path="services/:serviceId" element={<ServiceDetailPage />} />
        <Route path="requests/:requestId" element={<RequestDetailPage />} />
        <Route path="affiliate-dashboard/:affiliateId" element={<AffiliateDetailPage />} />
        <Route path="external-providers/:providerId/services" element={<ExternalProviderServicesPage />} />
        <Route path="external-providers/:providerId/bookings" element={<ExternalProviderBookingsPage />} />
        <Route path="external-providers/:providerId/earnings" element={<ExternalProviderEarningsPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}

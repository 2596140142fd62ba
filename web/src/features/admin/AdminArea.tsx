import { Navigate, Route, Routes } from 'react-router-dom';
import { SidebarLayout, type SidebarLink } from '../../components/SidebarLayout';
import { AdminHomePage } from './AdminHomePage';
import { AdminSectionPage } from './AdminSectionPage';
import { ADMIN_SECTIONS } from './sections';

const LINKS: SidebarLink[] = ADMIN_SECTIONS.map((section) => ({
  label: section.label,
  to: `/admin/${section.path}`,
  icon: section.icon,
}));

/** Everything under /admin (lazy-loaded; the router lets only admins in). */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<SidebarLayout title="Admin" homePath="/admin" links={LINKS} />}>
        <Route index element={<AdminHomePage />} />
        {ADMIN_SECTIONS.map((section) => (
          <Route key={section.path} path={section.path} element={<AdminSectionPage section={section} />} />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}

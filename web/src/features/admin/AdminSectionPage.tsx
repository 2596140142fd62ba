import { ComingSoon } from '../../components/ComingSoon';
import type { AdminSection } from './sections';

/** The page behind a sidebar link whose screen comes in a later release. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  return <ComingSoon title={section.label} description={section.description} />;
}

import { Role } from '../identity/role.js';
import { PUBLIC_SERVICE_STATUSES, type ServiceStatus } from './service-status.js';

type Viewer = { id: string; role: Role } | null;

/** Listed services are public; others (In Review, Draft, Rejected) only for admins and their own provider. */
export function canViewService(viewer: Viewer, service: { status: ServiceStatus; providerUserId: string | null }): boolean {
  if (PUBLIC_SERVICE_STATUSES.includes(service.status)) return true;
  return !!viewer && (viewer.role === Role.ADMIN || viewer.id === service.providerUserId);
}

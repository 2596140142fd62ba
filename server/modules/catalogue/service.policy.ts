import { Role } from '../identity/role.js';
import { PUBLIC_SERVICE_STATUSES, type ServiceStatus } from './service-status.js';

type Viewer = { id: string; role: Role } | null;
type ServiceOwnership = { status: ServiceStatus; providerUserId: string | null };

export function isOwnService(viewer: Viewer, service: ServiceOwnership): boolean {
  return !!viewer && viewer.role === Role.EXTERNAL_PROVIDER && viewer.id === service.providerUserId;
}

/**
 * Listed services are public: an active or Approved status, and a provider the admins have not set back to
 * Pending. Others (In Review, Draft, Rejected) are for admins and their own provider only.
 */
export function canViewService(viewer: Viewer, service: ServiceOwnership, providerApproved = true): boolean {
  if (PUBLIC_SERVICE_STATUSES.includes(service.status) && providerApproved) return true;
  return viewer?.role === Role.ADMIN || isOwnService(viewer, service);
}

/** Admins edit any service; an external provider only its own. */
export function canEditService(viewer: Viewer, service: ServiceOwnership): boolean {
  return viewer?.role === Role.ADMIN || isOwnService(viewer, service);
}

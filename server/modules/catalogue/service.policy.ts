import { isActiveAccount } from '../identity/account-status.js';
import { Role } from '../../lib/role.js';
import { PUBLIC_SERVICE_STATUSES, type ServiceStatus } from './service-status.js';

type Viewer = { id: string; role: Role } | null;
type ServiceOwnership = { status: ServiceStatus; providerUserId: string | null };

export function isOwnService(viewer: Viewer, service: ServiceOwnership): boolean {
  return !!viewer && viewer.role === Role.EXTERNAL_PROVIDER && viewer.id === service.providerUserId;
}

/** A provider whose services may be listed: approved by the admins and not deactivated. */
export function isListedProvider(provider: { isApproved: boolean; status: string }): boolean {
  return provider.isApproved && isActiveAccount(provider);
}

/**
 * Listed services are public: an active or Approved status, and a listed provider (not set back to Pending,
 * not deactivated). Others (In Review, Draft, Rejected) are for admins and their own provider only.
 */
export function canViewService(viewer: Viewer, service: ServiceOwnership, providerListed = true): boolean {
  if (PUBLIC_SERVICE_STATUSES.includes(service.status) && providerListed) return true;
  return viewer?.role === Role.ADMIN || isOwnService(viewer, service);
}

/** Admins edit any service; an external provider only its own. */
export function canEditService(viewer: Viewer, service: ServiceOwnership): boolean {
  return viewer?.role === Role.ADMIN || isOwnService(viewer, service);
}

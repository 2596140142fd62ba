/**
 * What a viewer may do next with a service (issue 26). Pure. The API lists them (`Service.allowedActions`)
 * and the mutations check the same rules, so the admin and provider screens offer exactly what passes.
 */
import { Role } from '../../lib/role.js';
import { canEditService } from './service.policy.js';
import type { ServiceStatus } from './service-status.js';

export const ServiceAction = {
  /** Its details, packages and pictures: an admin, or its own provider. */
  EDIT: 'edit',
  /** An admin lists it (status Approved)... */
  APPROVE: 'approve',
  /** ...or sends an approved one back to review. */
  UNAPPROVE: 'unapprove',
} as const;
export type ServiceAction = (typeof ServiceAction)[keyof typeof ServiceAction];

type Viewer = { id: string; role: Role } | null;
type ServiceFacts = { status: ServiceStatus; providerUserId: string | null; isApproved: boolean };

const RULES: Record<ServiceAction, (viewer: Viewer, service: ServiceFacts) => boolean> = {
  edit: canEditService,
  approve: (viewer, service) => viewer?.role === Role.ADMIN && !service.isApproved,
  unapprove: (viewer, service) => viewer?.role === Role.ADMIN && service.isApproved,
};

export function mayDoToService(action: ServiceAction, viewer: Viewer, service: ServiceFacts): boolean {
  return RULES[action](viewer, service);
}

/** Every action the viewer may take now, in a fixed order. */
export function allowedServiceActions(viewer: Viewer, service: ServiceFacts): ServiceAction[] {
  return Object.values(ServiceAction).filter((action) => mayDoToService(action, viewer, service));
}

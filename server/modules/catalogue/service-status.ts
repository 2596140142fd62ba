/** The spec's service statuses, stored as written there. */
export enum ServiceStatus {
  IN_REVIEW = 'In Review',
  APPROVED = 'Approved',
  REJECTED = 'Rejected',
  DRAFT = 'Draft',
  ACTIVE = 'active',
}

/** Statuses a visitor may see in the public catalogue. */
export const PUBLIC_SERVICE_STATUSES = [ServiceStatus.ACTIVE, ServiceStatus.APPROVED];

/** Marker the spec uses as providerId for services of the internal team. */
export const INTERNAL_PROVIDER_ID = 'AYS';

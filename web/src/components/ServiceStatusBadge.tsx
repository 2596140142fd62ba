import { Badge, type BadgeProps } from '@mantine/core';
import type { ServiceStatus } from '../gql/graphql';

/**
 * Each status one word and one colour, on the admin's and the provider's screens. The words are the spec's
 * (§4: In Review, Approved, Rejected, Draft, active); the colour says where the service stands with
 * customers: listed (brand), waiting for the team (copper), refused (red), not submitted (gray).
 */
export const SERVICE_STATUS: Record<ServiceStatus, { label: string; color: string }> = {
  IN_REVIEW: { label: 'In Review', color: 'copper' },
  APPROVED: { label: 'Approved', color: 'brand' },
  REJECTED: { label: 'Rejected', color: 'red' },
  DRAFT: { label: 'Draft', color: 'gray' },
  ACTIVE: { label: 'active', color: 'brand' },
};

export function ServiceStatusBadge({ status, ...props }: BadgeProps & { status: ServiceStatus }) {
  return (
    <Badge miw="max-content" variant="light" color={SERVICE_STATUS[status].color} {...props}>
      {SERVICE_STATUS[status].label}
    </Badge>
  );
}

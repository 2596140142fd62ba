import { Badge, type BadgeProps } from '@mantine/core';
import type { ServiceStatus } from '../../../gql/graphql';

/** The spec's status words (§4), as the team and the provider read them. */
export const STATUS_LABELS: Record<ServiceStatus, string> = {
  IN_REVIEW: 'In Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  DRAFT: 'Draft',
  ACTIVE: 'active',
};

/** What each status means for the provider's customers. */
export const STATUS_HINTS: Record<ServiceStatus, string> = {
  IN_REVIEW: 'The team is reviewing this service. Customers cannot see it yet.',
  APPROVED: 'Approved by the team: customers can find and book it.',
  REJECTED: 'The team did not accept this service. Customers cannot see it.',
  DRAFT: 'Not submitted yet. Customers cannot see it.',
  ACTIVE: 'Live: customers can find and book it.',
};

const COLORS: Record<ServiceStatus, string> = {
  IN_REVIEW: 'copper',
  APPROVED: 'brand',
  REJECTED: 'red',
  DRAFT: 'gray',
  ACTIVE: 'brand',
};

/** Statuses the public catalogue lists. */
export const LISTED_STATUSES: ReadonlySet<ServiceStatus> = new Set(['ACTIVE', 'APPROVED']);

export function ServiceStatusBadge({ status, ...props }: BadgeProps & { status: ServiceStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" {...props}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

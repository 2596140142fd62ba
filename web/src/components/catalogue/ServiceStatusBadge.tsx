/** A service's status as a coloured badge: <ServiceStatusBadge status={service.status} />. */
import { Badge, type BadgeProps } from '@mantine/core';
import type { ServiceStatus } from '../../gql/graphql';

export const SERVICE_STATUS_LABEL: Record<ServiceStatus, string> = {
  IN_REVIEW: 'In Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  DRAFT: 'Draft',
  ACTIVE: 'Active',
};

const COLOR: Record<ServiceStatus, string> = {
  IN_REVIEW: 'copper',
  APPROVED: 'brand',
  REJECTED: 'red',
  DRAFT: 'gray',
  ACTIVE: 'teal',
};

export function ServiceStatusBadge({ status, ...props }: BadgeProps & { status: ServiceStatus }) {
  return (
    <Badge miw="max-content" variant="light" color={COLOR[status]} {...props}>
      {SERVICE_STATUS_LABEL[status]}
    </Badge>
  );
}

import type { ServiceStatus } from '../../../gql/graphql';

/** What each status means for the provider's customers. */
export const STATUS_HINTS: Record<ServiceStatus, string> = {
  IN_REVIEW: 'The team is reviewing this service. Customers cannot see it yet.',
  APPROVED: 'Approved by the team: customers can find and book it.',
  REJECTED: 'The team did not accept this service. Customers cannot see it.',
  DRAFT: 'Not submitted yet. Customers cannot see it.',
  ACTIVE: 'Live: customers can find and book it.',
};

import { Badge } from '@mantine/core';
import type { BookingStatus } from '../../../gql/graphql';
import { STATUS_COLOR } from './labels';

/** A booking's status in the spec's words; long labels ('Verifying, contact us for fast response') wrap. */
export function StatusBadge({ status, label }: { status: BookingStatus; label: string }) {
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status]}
      maw={160}
      h="auto"
      py={3}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textTransform: 'none', lineHeight: 1.3 } }}
    >
      {label}
    </Badge>
  );
}

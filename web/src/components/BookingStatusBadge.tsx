import { Badge } from '@mantine/core';
import type { BookingStatus } from '../gql/graphql';

/** Each status one colour, on every screen of every area. */
const STATUS_COLOR: Record<BookingStatus, string> = {
  UNCONFIRMED: 'gray',
  VERIFYING_PAYMENT: 'copper',
  CONFIRMED: 'brand',
  COMPLETED: 'blue',
  CANCELLED: 'red',
};

/**
 * A booking's status in the words the API gives (`statusLabel`: the spec's, e.g. "Verifying, contact us
 * for fast response"); a long one wraps within `maw`.
 */
export function BookingStatusBadge({ status, label, maw = '100%' }: { status: BookingStatus; label: string; maw?: number | string }) {
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status]}
      w="fit-content"
      maw={maw}
      h="auto"
      py={3}
      style={{ flexShrink: 0 }}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textTransform: 'none', lineHeight: 1.3 } }}
    >
      {label}
    </Badge>
  );
}

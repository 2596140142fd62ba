import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The link to a payment's or refund's printable receipt (/receipts/:id), by the payment's or refund's id. */
export function ReceiptLink({ id, label }: { id: string; label: string }) {
  return (
    // Underlined: beside other text its colour alone would not set it apart (WCAG 1.4.1).
    <Anchor component={Link} to={`/receipts/${encodeURIComponent(id)}`} fz="xs" fw={600} underline="always" aria-label={label}>
      Receipt
    </Anchor>
  );
}

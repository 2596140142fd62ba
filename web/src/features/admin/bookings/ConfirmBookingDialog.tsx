import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';
import { customerSummary } from './labels';
import { ProofList } from './ProofSummary';

export const ConfirmBookingDialog_booking = graphql(`
  fragment ConfirmBookingDialog_booking on Booking {
    id
    depositAmount
    customer {
      id
      name
    }
    payments {
      id
      ...ProofSummary_payment
    }
  }
`);

interface ConfirmBookingDialogProps {
  opened: boolean;
  booking: FragmentType<typeof ConfirmBookingDialog_booking>;
  /** "Home Deep Cleaning (Basic) on Mon, 24 Nov 2025 at 09:30" */
  what: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Confirming tells the customer their booking stands, so the admin sees what it rests on first: the proofs of
 * payment the customer sent, or, when there is none, that fact in words and a button that says it again.
 */
export function ConfirmBookingDialog({ opened, booking: ref, what, loading, onConfirm, onClose }: ConfirmBookingDialogProps) {
  const booking = getFragmentData(ConfirmBookingDialog_booking, ref);
  const customer = customerSummary(booking.customer).name;
  const proven = booking.payments.length > 0;
  return (
    <Modal opened={opened} onClose={onClose} title={proven ? 'Confirm booking' : 'Confirm without proof of payment?'} centered radius="lg">
      <Stack gap="md">
        <Text fz="sm">
          {what}, booked by {customer}.
        </Text>
        {proven ? (
          <section aria-label="Proof of payment">
            <Title order={3} fz="sm" mb={6}>
              Proof of payment
            </Title>
            <ProofList payments={booking.payments} />
          </section>
        ) : (
          <Alert variant="light" color="copper" icon={<IconAlertTriangle size={18} />} title="No proof of payment">
            {customer} has not sent a proof of payment for this booking. Confirm only if you know the deposit of{' '}
            {formatKwacha(booking.depositAmount)} was paid another way, for example in cash.
          </Alert>
        )}
        <Text fz="sm" c="dimmed">
          {proven ? 'Check that this money has arrived. ' : ''}The customer is told that the booking is confirmed.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Go back
          </Button>
          <Button color={proven ? undefined : 'copper'} leftSection={<IconCheck size={16} />} onClick={onConfirm} loading={loading}>
            {proven ? 'Confirm booking' : 'Confirm without proof'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

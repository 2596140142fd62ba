import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useCancelConfirmedBookingMutation } from '../../../gql/hooks';
import { ActionModal } from '../shared/ActionModal';
import { showServerErrors, toastFailure, toastSuccess } from '../shared/feedback';

graphql(`
  mutation CancelConfirmedBooking($bookingId: ID!, $reason: String) {
    cancelConfirmedBooking(bookingId: $bookingId, reason: $reason) {
      id
      status
      statusLabel
      cancelReason
      cancelledAt
    }
  }
`);

interface CancelBookingModalProps {
  bookingId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/** Cancel Booking on a confirmed booking: the reason is required. */
export function CancelBookingModal({ bookingId, title, opened, onClose, onDone }: CancelBookingModalProps) {
  const [cancelBooking, { loading }] = useCancelConfirmedBookingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : 'Please give a reason.') },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await cancelBooking({ variables: { bookingId, reason: reason.trim() } });
      toastSuccess('Booking cancelled successfully.');
      close();
      onDone?.();
    } catch (error) {
      setFailure(showServerErrors(form, error));
      toastFailure('Error cancelling booking. Please try again.');
    }
  });

  return (
    <ActionModal opened={opened} onClose={close} title="Cancel Booking">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">Cancel your confirmed booking for {title}? This cannot be undone.</Text>
          <Textarea label="Reason" required rows={2} maxLength={500} {...form.getInputProps('reason')} />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              Keep booking
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Cancel Booking
            </Button>
          </Group>
        </Stack>
      </form>
    </ActionModal>
  );
}

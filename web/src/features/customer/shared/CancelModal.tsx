import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useCancelBookingRequestMutation, useCancelConfirmedBookingMutation } from '../../../gql/hooks';
import { ActionModal } from './ActionModal';
import { showServerErrors, toastFailure, toastSuccess } from './feedback';

graphql(`
  mutation CancelBookingRequest($bookingId: ID!, $reason: String) {
    cancelBookingRequest(bookingId: $bookingId, reason: $reason) {
      id
      status
      statusLabel
      cancelReason
      cancelledAt
    }
  }
`);

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

/** The spec's words for cancelling a request (reason optional) and a confirmed booking (reason required). */
const KINDS = {
  request: {
    heading: 'Cancel request',
    question: (title: string) => `Cancel your request for ${title}? This cannot be undone.`,
    reasonRequired: false,
    keep: 'Keep request',
    success: 'Request cancelled successfully!',
    failure: 'Something went wrong.',
  },
  booking: {
    heading: 'Cancel Booking',
    question: (title: string) => `Cancel your confirmed booking for ${title}? This cannot be undone.`,
    reasonRequired: true,
    keep: 'Keep booking',
    success: 'Booking cancelled successfully.',
    failure: 'Error cancelling booking. Please try again.',
  },
};

interface CancelModalProps {
  kind: keyof typeof KINDS;
  bookingId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/** Cancel a request ('No reason provided' when left empty) or a confirmed booking (with a reason). */
export function CancelModal({ kind, bookingId, title, opened, onClose, onDone }: CancelModalProps) {
  const words = KINDS[kind];
  const [cancelRequest, request] = useCancelBookingRequestMutation();
  const [cancelBooking, booking] = useCancelConfirmedBookingMutation();
  const loading = request.loading || booking.loading;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (words.reasonRequired && !value.trim() ? 'Please give a reason.' : null) },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ reason }) => {
    setFailure(null);
    const variables = { bookingId, reason: reason.trim() || undefined };
    try {
      await (kind === 'request' ? cancelRequest({ variables }) : cancelBooking({ variables }));
      toastSuccess(words.success);
      close();
      onDone?.();
    } catch (error) {
      setFailure(showServerErrors(form, error));
      toastFailure(words.failure);
    }
  });

  return (
    <ActionModal opened={opened} onClose={close} title={words.heading}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{words.question(title)}</Text>
          <Textarea
            label="Reason"
            description={words.reasonRequired ? undefined : 'Optional'}
            required={words.reasonRequired}
            rows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              {words.keep}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {words.heading}
            </Button>
          </Group>
        </Stack>
      </form>
    </ActionModal>
  );
}

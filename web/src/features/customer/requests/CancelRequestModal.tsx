import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useCancelBookingRequestMutation } from '../../../gql/hooks';
import { ActionModal } from '../shared/ActionModal';
import { showServerErrors, toastFailure, toastSuccess } from '../shared/feedback';

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

interface CancelRequestModalProps {
  bookingId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/** Cancel a request, with an optional reason ('No reason provided' when left empty). */
export function CancelRequestModal({ bookingId, title, opened, onClose, onDone }: CancelRequestModalProps) {
  const [cancelRequest, { loading }] = useCancelBookingRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { reason: '' } });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await cancelRequest({ variables: { bookingId, reason: reason.trim() || undefined } });
      toastSuccess('Request cancelled successfully!');
      close();
      onDone?.();
    } catch (error) {
      setFailure(showServerErrors(form, error));
      toastFailure('Something went wrong.');
    }
  });

  return (
    <ActionModal opened={opened} onClose={close} title="Cancel request">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">Cancel your request for {title}? This cannot be undone.</Text>
          <Textarea label="Reason" description="Optional" rows={2} maxLength={500} {...form.getInputProps('reason')} />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              Keep request
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Cancel request
            </Button>
          </Group>
        </Stack>
      </form>
    </ActionModal>
  );
}

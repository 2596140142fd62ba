import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MAX_REASON_LENGTH } from '@server/modules/bookings/booking-form-rules';

interface CancelBookingDialogProps {
  opened: boolean;
  /** "Home Deep Cleaning (Basic) on Mon, 24 Nov 2025 at 09:30" */
  what: string;
  loading: boolean;
  onCancel: (reason: string | null) => Promise<boolean>;
  onClose: () => void;
}

/** Cancel a request or a confirmed booking, with an optional reason. */
export function CancelBookingDialog({ opened, what, loading, onCancel, onClose }: CancelBookingDialogProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = async () => {
    if (await onCancel(reason.trim() || null)) close();
  };
  return (
    <Modal opened={opened} onClose={close} title="Cancel booking" centered radius="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text fz="sm">Cancel {what}? A cancelled booking cannot be reopened.</Text>
          <Textarea
            label="Reason"
            description="Optional; recorded in the booking's history."
            autosize
            minRows={2}
            maxLength={MAX_REASON_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              Keep booking
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Cancel booking
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

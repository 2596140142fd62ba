import { Alert, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useRequestRescheduleMutation } from '../../../gql/hooks';
import { ActionModal } from './ActionModal';
import { BookingDateInput, BookingTimeInput } from './DateTimeFields';
import { formatDay, todayInLusaka } from '../../../lib/dates';
import { showServerErrors, toastFailure, toastSuccess } from './feedback';

graphql(`
  mutation RequestReschedule($bookingId: ID!, $input: RescheduleInput!) {
    requestReschedule(bookingId: $bookingId, input: $input) {
      id
      ...BookingCard_booking
    }
  }
`);

/** The Reschedule action of a booking card; off while a request waits for an answer (one at a time). */
export function RescheduleButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  return (
    <Tooltip label="A reschedule request is waiting for an answer" disabled={!pending} withArrow>
      <Button size="sm" variant="light" leftSection={<IconCalendarRepeat size={16} />} onClick={onClick} disabled={pending}>
        Reschedule
      </Button>
    </Tooltip>
  );
}

export interface RescheduleValues {
  date: string;
  time: string;
  reason: string;
}

interface RescheduleModalProps {
  bookingId: string;
  /** The booking's current day and time, shown for reference. */
  current: { date: string; time: string };
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/** Reschedule: a new date and time (required) and an optional reason; the team or provider answers. */
export function RescheduleModal({ bookingId, current, opened, onClose, onDone }: RescheduleModalProps) {
  const [requestReschedule, { loading }] = useRequestRescheduleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RescheduleValues>({
    initialValues: { date: '', time: '', reason: '' },
    validate: {
      date: (value) => (!value ? 'Choose a date.' : value < todayInLusaka() ? 'Choose a date from today on.' : null),
      time: (value) => (/^\d{2}:\d{2}$/.test(value) ? null : 'Choose a time.'),
    },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await requestReschedule({
        variables: {
          bookingId,
          input: { date: values.date ?? '', time: values.time, reason: values.reason.trim() || undefined },
        },
      });
      toastSuccess('Reschedule request submitted successfully!');
      close();
      onDone?.();
    } catch (error) {
      setFailure(showServerErrors(form, error));
      toastFailure('Error submitting reschedule request.');
    }
  });

  return (
    <ActionModal opened={opened} onClose={close} title="Reschedule">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Now booked for {formatDay(current.date)} at {current.time}. Suggest a new date and time; we will let you
            know when it is accepted.
          </Text>
          <BookingDateInput label="New date" required {...form.getInputProps('date')} />
          <BookingTimeInput label="New time" required {...form.getInputProps('time')} />
          <Textarea
            label="Reason"
            description="Optional"
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
              Back
            </Button>
            <Button type="submit" loading={loading}>
              Request reschedule
            </Button>
          </Group>
        </Stack>
      </form>
    </ActionModal>
  );
}

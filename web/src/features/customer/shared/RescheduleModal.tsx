import { Alert, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useRequestRescheduleMutation, useRescheduleTimesQuery } from '../../../gql/hooks';
import { ActionModal } from './ActionModal';
import { formatDay } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/errors';
import { focusFirstError } from '../../../lib/form-focus';
import { MAX_REASON_LENGTH } from '@server/modules/bookings/booking-form-rules';
import { showServerErrors, toastFailure, toastSuccess } from './feedback';
import { DAYS_SHOWN, FreeTimePicker } from './FreeTimePicker';
import { forgetRefusedTime, pickerFormProps, pickerQueryProps, pickerRules } from './free-time-form';

graphql(`
  query RescheduleTimes($bookingId: ID!, $from: String, $days: Int!) {
    booking(id: $bookingId) {
      id
      rescheduleTimes(from: $from, days: $days) {
        ...FreeTimePicker_freeTimes
      }
    }
  }
`);

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

/** The form's fields from top to bottom: the first one with an error gets the focus. */
const FIELDS = ['date', 'time', 'reason'];

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

/**
 * Reschedule: a free day and time for this booking (its own time counts as free) and an optional reason;
 * the team or provider answers. The form is made afresh each time the dialog opens, with the free times
 * of that moment.
 */
export function RescheduleModal({ opened, onClose, ...props }: RescheduleModalProps) {
  return (
    <ActionModal opened={opened} onClose={onClose} title="Reschedule">
      <RescheduleForm onClose={onClose} {...props} />
    </ActionModal>
  );
}

function RescheduleForm({ bookingId, current, onClose, onDone }: Omit<RescheduleModalProps, 'opened'>) {
  const [requestReschedule, { loading }] = useRequestRescheduleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const freeTimes = useRescheduleTimesQuery({ variables: { bookingId, from, days: DAYS_SHOWN } });
  const form = useForm<RescheduleValues>({
    initialValues: { date: '', time: '', reason: '' },
    validate: pickerRules,
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        await requestReschedule({
          variables: { bookingId, input: { date: values.date, time: values.time, reason: values.reason.trim() || undefined } },
        });
        toastSuccess('Reschedule request submitted successfully!');
        onClose();
        onDone?.();
      } catch (error) {
        forgetRefusedTime(form, error, () => freeTimes.refetch());
        setFailure(showServerErrors(form, error));
        focusFirstError(fieldErrors(error), FIELDS, (path) => form.getInputNode(path) ?? null);
        toastFailure('Error submitting reschedule request.');
      }
    },
    (errors) => focusFirstError(errors, FIELDS, (path) => form.getInputNode(path) ?? null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Reschedule form">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Now booked for {formatDay(current.date)} at {current.time}. Choose a free day and time; we will let you know when the move is
          accepted.
        </Text>
        <FreeTimePicker
          {...pickerQueryProps(freeTimes, freeTimes.data?.booking?.rescheduleTimes)}
          from={from}
          onShowFrom={setFrom}
          {...pickerFormProps(form)}
        />
        <Textarea label="Reason" description="Optional" rows={2} maxLength={MAX_REASON_LENGTH} {...form.getInputProps('reason')} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Back
          </Button>
          <Button type="submit" loading={loading}>
            Request reschedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

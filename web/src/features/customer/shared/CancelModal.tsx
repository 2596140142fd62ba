import { Alert, Button, Group, List, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ContactLinks } from '../../../components/ContactLinks';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useCancelBookingRequestMutation, useCancelConfirmedBookingMutation } from '../../../gql/hooks';
import { ActionModal } from './ActionModal';
import { submitForm } from '../../../lib/submit-form';
import { paymentInWords } from './payments';
import { fieldRule } from '../../../lib/form-rules';
import { MAX_REASON_LENGTH, requiredReason } from '@server/modules/bookings/booking-form-rules';

const checkReason = fieldRule(requiredReason);

graphql(`
  mutation CancelBookingRequest($bookingId: ID!, $reason: String) {
    cancelBookingRequest(bookingId: $bookingId, reason: $reason) {
      id
      status
      allowedActions
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
      allowedActions
      statusLabel
      cancelReason
      cancelledAt
    }
  }
`);

export const CancelModal_booking = graphql(`
  fragment CancelModal_booking on Booking {
    id
    reference
    packageName
    depositAmount
    fullPaymentAmount
    service {
      id
      serviceName
    }
    payments {
      id
      paymentType
      paymentMethod
      transactionNumber
    }
  }
`);

export const CancelModal_settings = graphql(`
  fragment CancelModal_settings on PlatformSettings {
    requestCancellationPolicy
    bookingCancellationPolicy
    ...ContactLinks_settings
  }
`);

/** The spec's words for cancelling a request (reason optional) and a confirmed booking (reason required). */
const KINDS = {
  request: {
    heading: 'Cancel request',
    question: (title: string) => `Cancel your request for ${title}? This cannot be undone.`,
    paid: 'You sent proof of payment for this request:',
    nothingPaid: 'You have not sent any payment for this request, so there is nothing to refund.',
    reasonRequired: false,
    keep: 'Keep request',
    success: 'Request cancelled successfully!',
    failure: 'Something went wrong.',
  },
  booking: {
    heading: 'Cancel Booking',
    question: (title: string) => `Cancel your confirmed booking for ${title}? This cannot be undone.`,
    paid: 'You paid for this booking:',
    // A confirmed booking may have been paid without a proof here (cash, a call): the policy still applies.
    nothingPaid: null,
    reasonRequired: true,
    keep: 'Keep booking',
    success: 'Booking cancelled successfully.',
    failure: 'Error cancelling booking. Please try again.',
  },
};

interface CancelModalProps {
  kind: keyof typeof KINDS;
  booking: FragmentType<typeof CancelModal_booking>;
  settings: FragmentType<typeof CancelModal_settings>;
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * Cancel a request ('No reason provided' when left empty) or a confirmed booking (with a reason), saying
 * first what the customer has paid and what the cancellation policy set on /admin/settings does with it.
 */
export function CancelModal({ kind, booking: bookingRef, settings: settingsRef, opened, onClose, onDone }: CancelModalProps) {
  const words = KINDS[kind];
  const booking = getFragmentData(CancelModal_booking, bookingRef);
  const settings = getFragmentData(CancelModal_settings, settingsRef);
  const [cancelRequest, request] = useCancelBookingRequestMutation();
  const [cancelBooking, confirmed] = useCancelConfirmedBookingMutation();
  const loading = request.loading || confirmed.loading;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (words.reasonRequired ? checkReason(value) : null) },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ reason }) => {
    setFailure(null);
    const variables = { bookingId: booking.id, reason: reason.trim() || undefined };
    const sent = await submitForm<unknown>(form, { area: 'customer', success: words.success, failure: words.failure }, () =>
      kind === 'request' ? cancelRequest({ variables }) : cancelBooking({ variables }),
    );
    if (!sent.ok) return setFailure(sent.besideFields ? null : sent.message);
    close();
    onDone?.();
  });

  const policy = kind === 'request' ? settings.requestCancellationPolicy : settings.bookingCancellationPolicy;
  const paid = booking.payments.length > 0;

  return (
    <ActionModal opened={opened} onClose={close} title={words.heading}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{words.question(`${booking.service.serviceName} (${booking.packageName})`)}</Text>
          {!paid && words.nothingPaid ? (
            <Text fz="sm">{words.nothingPaid}</Text>
          ) : (
            <Paper withBorder p="sm" radius="md" bg="copper.0" component="section" aria-label="Money already paid">
              <Stack gap="xs">
                {paid && (
                  <>
                    <Text fz="sm" fw={600}>
                      {words.paid}
                    </Text>
                    <List fz="sm" spacing={2}>
                      {booking.payments.map((payment) => (
                        <List.Item key={payment.id}>{paymentInWords(payment, booking)}</List.Item>
                      ))}
                    </List>
                  </>
                )}
                <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                  {policy ? (
                    <>
                      <Text span inherit fw={700}>
                        Cancellation policy:
                      </Text>{' '}
                      {policy}
                    </>
                  ) : (
                    'Contact us about the money you paid before you cancel.'
                  )}
                </Text>
                <ContactLinks settings={settings} message={`Hello, I am cancelling my booking ${booking.reference}.`} />
              </Stack>
            </Paper>
          )}
          <Textarea
            label="Reason"
            description={words.reasonRequired ? undefined : 'Optional'}
            required={words.reasonRequired}
            rows={2}
            maxLength={MAX_REASON_LENGTH}
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

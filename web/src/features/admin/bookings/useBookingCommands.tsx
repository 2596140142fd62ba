import { useState } from 'react';
import { graphql } from '../../../gql';
import {
  useAnswerRescheduleRequestMutation,
  useCancelBookingMutation,
  useCompleteBookingMutation,
  useConfirmBookingMutation,
} from '../../../gql/hooks';
import { notifyActionFailure, notifyFailure, notifySuccess } from '../shared/feedback';
import type { DocumentNode } from 'graphql';

graphql(`
  mutation ConfirmBooking($bookingId: ID!) {
    confirmBooking(bookingId: $bookingId) {
      id
      isConfirmed
      confirmedAt
      ...BookingsTable_booking
    }
  }
`);

graphql(`
  mutation CompleteBooking($bookingId: ID!) {
    completeBooking(bookingId: $bookingId) {
      id
      completedAt
      ...BookingsTable_booking
    }
  }
`);

graphql(`
  mutation CancelBooking($bookingId: ID!, $reason: String) {
    cancelBooking(bookingId: $bookingId, reason: $reason) {
      id
      cancelReason
      cancelledAt
      cancelledBy
      ...BookingsTable_booking
    }
  }
`);

graphql(`
  mutation AnswerRescheduleRequest($requestId: ID!, $accept: Boolean!) {
    answerRescheduleRequest(requestId: $requestId, accept: $accept) {
      id
      rescheduleRequests {
        id
        isAccepted
        answeredAt
      }
      ...BookingsTable_booking
    }
  }
`);

export type BookingCommand = 'confirm' | 'complete' | 'cancel' | 'answer';

/** The command on its way, and the booking (or reschedule request) it is for. */
export type RunningCommand = { command: BookingCommand; id: string };

/**
 * Confirm, Mark Completed, Cancel and the answer to a reschedule request, with the toasts of spec §8. Each
 * mutation answers with the booking's row fields, so the cache updates the booking wherever it is shown;
 * `refetchQueries` are page queries that need more (a detail page's history). Lists pass none: reloading a
 * list asks for its first page only, which dropped the pages "Load more" had added. Each command resolves
 * true when it succeeded.
 */
export function useBookingCommands(refetchQueries: DocumentNode[]) {
  const options = { refetchQueries };
  const [confirmBooking] = useConfirmBookingMutation(options);
  const [completeBooking] = useCompleteBookingMutation(options);
  const [cancelBooking] = useCancelBookingMutation(options);
  const [answerReschedule] = useAnswerRescheduleRequestMutation(options);
  const [running, setRunning] = useState<RunningCommand | null>(null);

  const run = async (command: BookingCommand, id: string, action: () => Promise<unknown>, done: string, fail: (error: unknown) => void) => {
    setRunning({ command, id });
    try {
      await action();
      notifySuccess(done);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setRunning(null);
    }
  };

  return {
    running,
    confirm: (bookingId: string) =>
      run(
        'confirm',
        bookingId,
        () => confirmBooking({ variables: { bookingId } }),
        'Booking confirmed.',
        (error) => notifyActionFailure('Failed to confirm.', error),
      ),
    complete: (bookingId: string) =>
      run(
        'complete',
        bookingId,
        () => completeBooking({ variables: { bookingId } }),
        'Booking marked completed.',
        (error) => notifyActionFailure('Failed to complete.', error),
      ),
    cancel: (bookingId: string, reason: string | null) =>
      run(
        'cancel',
        bookingId,
        () => cancelBooking({ variables: { bookingId, reason } }),
        'Booking cancelled.',
        (error) => notifyActionFailure('Failed to cancel.', error),
      ),
    answer: (requestId: string, accept: boolean) =>
      run(
        'answer',
        requestId,
        () => answerReschedule({ variables: { requestId, accept } }),
        accept ? 'Reschedule request accepted.' : 'Reschedule request declined.',
        (error) => notifyFailure('Failed to answer the reschedule request', error),
      ),
  };
}

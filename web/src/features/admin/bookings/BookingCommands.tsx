import { createContext, useContext, useState, type ReactNode } from 'react';
import type { BookingActions_BookingFragment } from '../../../gql/graphql';
import { formatDay } from '../../../lib/dates';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ConfirmBookingDialog } from './ConfirmBookingDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { useBookingCommands, type RunningCommand } from './useBookingCommands';
import type { DocumentNode } from 'graphql';

export type BookingDialog = 'confirm' | 'cancel' | 'reschedule';

interface BookingCommandsValue {
  running: RunningCommand | null;
  open: (dialog: BookingDialog, booking: BookingActions_BookingFragment) => void;
  complete: (bookingId: string) => void;
}

const BookingCommandsContext = createContext<BookingCommandsValue | null>(null);

/** The commands and dialogs of the BookingCommands around a row's actions. */
export function useBookingCommandsContext(): BookingCommandsValue {
  const value = useContext(BookingCommandsContext);
  if (!value) throw new Error('Booking actions need a <BookingCommands> around them.');
  return value;
}

/** "Home Deep Cleaning (Basic) on Mon, 24 Nov 2025 at 09:30" */
const describe = (booking: BookingActions_BookingFragment) =>
  `${booking.service.serviceName} (${booking.packageName}) on ${formatDay(booking.date)} at ${booking.time}`;

/**
 * The booking commands of a list or page, with one confirm, cancel and reschedule dialog for all its rows. The
 * dialogs live here rather than in each row, so an open dialog (and a reason being typed) survives the list
 * turning from a table into cards, as when a phone is turned sideways.
 */
export function BookingCommands({ refetchQueries = [], children }: { refetchQueries?: DocumentNode[]; children: ReactNode }) {
  const commands = useBookingCommands(refetchQueries);
  // The booking stays while a dialog closes, so its content does not vanish during the fade.
  const [dialog, setDialog] = useState<{ kind: BookingDialog; booking: BookingActions_BookingFragment; opened: boolean } | null>(null);
  const close = () => setDialog((current) => current && { ...current, opened: false });
  const shown = (kind: BookingDialog) => dialog?.kind === kind && dialog.opened;
  const booking = dialog?.booking;
  const pending = booking?.rescheduleRequests.find((request) => request.outcome === 'PENDING');

  const value: BookingCommandsValue = {
    running: commands.running,
    open: (kind, target) => setDialog({ kind, booking: target, opened: true }),
    complete: (bookingId) => void commands.complete(bookingId),
  };
  const isRunning = (command: 'confirm' | 'cancel') => commands.running?.command === command;

  return (
    <BookingCommandsContext.Provider value={value}>
      {children}
      {booking && (
        <>
          <ConfirmBookingDialog
            opened={shown('confirm')}
            booking={booking}
            what={describe(booking)}
            loading={isRunning('confirm')}
            onConfirm={() => void commands.confirm(booking.id).then((done) => done && close())}
            onClose={close}
          />
          <CancelBookingDialog
            opened={shown('cancel')}
            what={describe(booking)}
            loading={isRunning('cancel')}
            onCancel={(reason) => commands.cancel(booking.id, reason)}
            onClose={close}
          />
          {pending && (
            <RescheduleDialog
              opened={shown('reschedule')}
              onClose={close}
              what={describe(booking)}
              date={booking.date}
              time={booking.time}
              request={pending}
              answering={commands.running?.command === 'answer'}
              onAnswer={commands.answer}
            />
          )}
        </>
      )}
    </BookingCommandsContext.Provider>
  );
}

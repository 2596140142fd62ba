import { User } from '../identity/user.entity.js';
import { noticeChannels, sendNotice } from '../notifications/notice-channels.service.js';
import {
  dayAndTime,
  dueReminder,
  REMINDERS,
  reminderNote,
  SENT_FIELD,
  startsInWindow,
  type ReminderKind,
} from './appointment-reminder-rules.js';
import { bookingDetails } from './booking-notices.service.js';
import { eachDue, SWEEP_BATCH, sweepDeadline } from './booking-sweeps.service.js';
import { systemTransition } from './booking-transition.service.js';
import type { Booking } from './booking.entity.js';
import type { TimerDeps } from './request-timers.service.js';

const SENT_COLUMN: Record<ReminderKind, string> = { '24h': 'reminded_24h_at', '2h': 'reminded_2h_at' };

/** Where a customer sees their confirmed bookings. */
const CUSTOMER_BOOKINGS = '/my-bookings?tab=confirmed';

/**
 * What the sweep reads for reminder `kind`: confirmed bookings not yet given it, starting later than
 * ($1, $2) and no later than ($3, $4) (its window, startsInWindow), that were confirmed at their current
 * time before its point, nearest first. Literal state and column (not parameters) so the planner matches
 * that reminder's partial index of migration 1764800000100 and reads only the window's range of it.
 */
export function dueForReminder(kind: ReminderKind): string {
  const { hoursBefore } = REMINDERS.find((reminder) => reminder.kind === kind)!;
  return `SELECT id FROM bookings WHERE status = 'confirmed' AND ${SENT_COLUMN[kind]} IS NULL
    AND (date, time) > ($1::date, $2::text) AND (date, time) <= ($3::date, $4::text)
    AND reminders_from <= (date + time::time) AT TIME ZONE 'Africa/Lusaka' - interval '${hoursBefore} hours'
    ORDER BY date, time, id LIMIT ${SWEEP_BATCH}`;
}

/**
 * Reminds one booking's customer on every channel that reaches them, in the transition that records the
 * reminder as sent: under the booking's row lock, checked due again there, so it goes once.
 */
function remind(deps: TimerDeps, id: string, kind: ReminderKind, now: Date): Promise<Booking | null> {
  return systemTransition(
    deps,
    id,
    'remindAppointment',
    (booking) => dueReminder(booking, now) === kind,
    (_tx, _booking, { service, jobs }) => ({
      changes: { [SENT_FIELD[kind]]: now } as Partial<Booking>,
      note: reminderNote(kind),
      after: async (tx, saved) => {
        const customer = await tx.findOneByOrFail(User, { id: saved.customerId });
        await sendNotice(
          noticeChannels(jobs, deps.publicUrl),
          tx,
          { name: customer.name, email: customer.email, phone: customer.phone, userId: customer.id },
          {
            kind: 'appointment-reminder',
            booking: { bookingId: saved.id, ...bookingDetails(saved, service, customer) },
            when: dayAndTime(saved.date, saved.time, now),
            path: CUSTOMER_BOOKINGS,
          },
        );
      },
    }),
  );
}

/**
 * One sweep of the appointment reminders (issue 23) as at `now`: each confirmed booking whose 2-hour or
 * 24-hour reminder is due gets it, the nearer ones first. Each booking changes in a transition of its
 * own under its row lock, so sweeps may run side by side and each reminder still goes once.
 */
export async function sweepAppointmentReminders(deps: TimerDeps, now = new Date()): Promise<Record<ReminderKind, number>> {
  const deadline = sweepDeadline();
  const sent: Record<ReminderKind, number> = { '24h': 0, '2h': 0 };
  for (const { kind } of [...REMINDERS].reverse()) {
    const { after, upTo } = startsInWindow(kind, now);
    sent[kind] = await eachDue(deps.db, dueForReminder(kind), [after.date, after.time, upTo.date, upTo.time], deadline, (id) =>
      remind(deps, id, kind, now),
    );
  }
  return sent;
}

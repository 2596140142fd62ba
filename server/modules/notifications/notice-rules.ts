/**
 * Notices: messages about a person's own bookings that go out on every channel that can reach them
 * (email, push; SMS later, issue 25). What a notice says is decided once, here and in templates.ts; who
 * is told is the caller's; how each channel sends is notice-channels.service.ts. Pure.
 */

/** Someone to tell, and what each channel needs to reach them; null where there is nothing to reach. */
export type Recipient = {
  name: string;
  email: string | null;
  phone: string | null;
  /** An account's id: its push devices. Team members have no account. */
  userId: string | null;
};

/** What every message about a booking says of it (the booking emails' lines, templates.ts). */
export type BookingDetails = {
  reference: string;
  customerName: string;
  customerPhone: string;
  serviceName: string;
  packageName: string;
  date: string;
  time: string;
};

/** One line of the evening list: a confirmed job of tomorrow and whom it is for. */
export type ScheduleJob = {
  time: string;
  serviceName: string;
  packageName: string;
  reference: string;
  customerName: string;
  customerPhone: string | null;
  /** "Kabulonga, Lusaka": the customer's area and city, as far as their account says. */
  area: string | null;
  note: string | null;
};

export type Notice =
  /** `when`: "tomorrow at 09:30", as seen when it is sent; `path`: the screen that shows the booking. */
  | { kind: 'appointment-reminder'; booking: BookingDetails & { bookingId: string }; when: string; path: string }
  /** `path`: the screen of these jobs, for those with an account (null for team members). */
  | { kind: 'daily-schedule'; date: string; jobs: ScheduleJob[]; path: string | null };

/** The short form of a notice, for channels that carry a line or two (push now, SMS later). */
export function shortText(notice: Notice): { title: string; body: string } {
  if (notice.kind === 'appointment-reminder') {
    const { serviceName, reference } = notice.booking;
    return { title: 'Booking reminder', body: `Your ${serviceName} booking is ${notice.when} (${reference})` };
  }
  const [first] = notice.jobs;
  const count = notice.jobs.length === 1 ? '1 confirmed job' : `${notice.jobs.length} confirmed jobs`;
  return { title: "Tomorrow's jobs", body: `${count} on ${notice.date}, the first at ${first.time}` };
}

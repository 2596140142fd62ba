/**
 * Email texts. Pure: params in, subject and body out. Each template names the parameters it needs, so a
 * missing one is a compile error rather than a line that silently drops out of the email. The booking
 * email to admins carries the spec's parameters (§7): customer name and phone, service and package
 * names, date, time, full payment, deposit, and the note ('No additional notes.' when none).
 */
import type { BookingDetails, ScheduleJob } from './notice-rules.js';

export type { BookingDetails };

type PasswordLink = { product: string; name: string; email: string; link: string; validFor: string };

/** Each template's parameters. Amounts are already written as the spec writes them (`K1,250`). */
export type TemplateParams = {
  'booking-created': BookingDetails & { fullPayment: string; deposit: string; note: string };
  'payment-proof-submitted': BookingDetails & { paymentType: string; paymentMethod: string; transactionNumber: string };
  'booking-confirmed': BookingDetails;
  /** A network confirmed a payment (issue 24): to check before confirming (`late`: false), or owed back because the booking had moved on. */
  'mobile-money-received': BookingDetails & {
    amount: string;
    paymentType: string;
    network: string;
    transactionId: string;
    late: false | { state: string };
  };
  'booking-completed': BookingDetails;
  'booking-cancelled': BookingDetails & { cancelledBy: string; reason: string };
  /** A customer need not say why; the Reason line is left out then. */
  'reschedule-requested': BookingDetails & { suggestedDate: string; suggestedTimes: string; reason?: string };
  'reschedule-answered': BookingDetails & { suggestedDate: string; suggestedTimes: string; outcome: string };
  /**
   * `amountDue`: the deposit, or the full amount when the package asks no deposit; `expires`: when ("72 hours
   * after it was made", "on 2027-01-15 at 08:00"), left out when requests do not expire.
   */
  'payment-reminder': BookingDetails & { amountDue: string; requestsLink: string; expires?: string };
  'request-expired': BookingDetails & { reason: string };
  /** `when`: "tomorrow at 09:30" (or "today at ..."), as seen when it is sent. */
  'appointment-reminder': BookingDetails & { when: string; bookingsLink: string };
  /** One person's confirmed jobs of tomorrow, in time order; the link only for those with an account. */
  'daily-schedule': { name: string; date: string; jobs: ScheduleJob[]; bookingsLink?: string };
  'password-reset': PasswordLink;
  'account-welcome': PasswordLink;
  /** The person's data archive is ready: `link` opens it once, until `until` (a Lusaka date). */
  'data-export-ready': { product: string; name: string; link: string; until: string };
};

export type Template = keyof TemplateParams;

/** One email's template with exactly that template's parameters. */
export type Email = { [T in Template]: { template: T; params: TemplateParams[T] } }[Template];

type Rendered = { subject: string; text: string };

const optionalLine = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}\n` : '');

const bookingLines = (p: BookingDetails) =>
  `Booking: ${p.reference}\nService: ${p.serviceName}\nPackage: ${p.packageName}\nDate: ${p.date}\nTime: ${p.time}\n`;

const scheduleLines = (job: ScheduleJob) =>
  `${job.time} ${job.serviceName} (${job.packageName})\nCustomer: ${job.customerName}\n${optionalLine('Phone', job.customerPhone)}` +
  `${optionalLine('Area', job.area)}Booking: ${job.reference}\n${optionalLine('Note', job.note)}`;

const TEMPLATES: { [T in Template]: (p: TemplateParams[T]) => Rendered } = {
  'booking-created': (p) => ({
    subject: `New booking: ${p.serviceName} (${p.packageName}) on ${p.date} at ${p.time}`,
    text:
      `A customer has booked a service.\n\nCustomer: ${p.customerName}\nPhone: ${p.customerPhone}\n${bookingLines(p)}` +
      `Full payment: ${p.fullPayment}\nDeposit: ${p.deposit}\nNote: ${p.note}\n`,
  }),
  'payment-proof-submitted': (p) => ({
    subject: `Proof of payment to verify: ${p.reference}`,
    text: `${p.customerName} sent a proof of payment (${p.paymentType}, ${p.paymentMethod}, transaction ${p.transactionNumber}).\n\n${bookingLines(p)}`,
  }),
  'booking-confirmed': (p) => ({
    subject: `Your booking ${p.reference} is confirmed`,
    text: `Hello ${p.customerName},\n\nyour booking is confirmed.\n\n${bookingLines(p)}`,
  }),
  'mobile-money-received': (p) => ({
    subject: p.late ? `Mobile money to refund: ${p.reference}` : `Mobile money payment to check: ${p.reference}`,
    text:
      `${p.customerName} paid ${p.amount} (${p.paymentType}) with ${p.network}, transaction ${p.transactionId}; the network confirmed it.\n` +
      (p.late
        ? `The booking was already ${p.late.state}, so the money is owed back to the customer.\n\n`
        : 'Check it, then confirm the booking.\n\n') +
      bookingLines(p),
  }),
  'booking-completed': (p) => ({
    subject: `Your booking ${p.reference} is completed`,
    text: `Hello ${p.customerName},\n\nthank you for booking with us.\n\n${bookingLines(p)}`,
  }),
  'booking-cancelled': (p) => ({
    subject: `Booking ${p.reference} was cancelled`,
    text: `The booking was cancelled by the ${p.cancelledBy}.\nReason: ${p.reason}\n\n${bookingLines(p)}`,
  }),
  'reschedule-requested': (p) => ({
    subject: `Reschedule requested: ${p.reference}`,
    text: `${p.customerName} asks to move the booking to ${p.suggestedDate} at ${p.suggestedTimes}.\n${optionalLine('Reason', p.reason)}\n${bookingLines(p)}`,
  }),
  'reschedule-answered': (p) => ({
    subject: `Your reschedule request for ${p.reference} was ${p.outcome}`,
    text: `Hello ${p.customerName},\n\nyour request to move the booking to ${p.suggestedDate} at ${p.suggestedTimes} was ${p.outcome}.\n\n${bookingLines(p)}`,
  }),
  'payment-reminder': (p) => ({
    subject: `Pay for your request ${p.reference} to keep it`,
    text:
      `Hello ${p.customerName},\n\nwe have not received a proof of payment for your request yet. To keep it, pay ${p.amountDue}` +
      ` quoting the reference ${p.reference}, then upload your proof of payment on your requests page:\n\n${p.requestsLink}\n\n` +
      `${p.expires ? `A request without a proof of payment expires ${p.expires}.\n\n` : ''}${bookingLines(p)}`,
  }),
  'request-expired': (p) => ({
    subject: `Your request ${p.reference} has expired`,
    text:
      `Hello ${p.customerName},\n\nyour request was cancelled because we received no proof of payment for it.\nReason: ${p.reason}\n\n` +
      `You are welcome to book again.\n\n${bookingLines(p)}`,
  }),
  'appointment-reminder': (p) => ({
    subject: `Your ${p.serviceName} booking is ${p.when}`,
    text:
      `Hello ${p.customerName},\n\nyour ${p.serviceName} booking is ${p.when}.\n\n${bookingLines(p)}\n` +
      `To see it, or to ask for another time, open your bookings:\n\n${p.bookingsLink}\n`,
  }),
  'daily-schedule': (p) => ({
    subject: `Your jobs tomorrow, ${p.date}`,
    text:
      `Hello ${p.name},\n\n${p.jobs.length === 1 ? 'this is your confirmed job' : `these are your ${p.jobs.length} confirmed jobs`}` +
      ` for tomorrow, ${p.date}:\n\n${p.jobs.map(scheduleLines).join('\n')}` +
      `${p.bookingsLink ? `\nYour bookings: ${p.bookingsLink}\n` : ''}`,
  }),
  'password-reset': (p) => ({
    subject: `Choose a new password for ${p.product}`,
    text:
      `Hello ${p.name},\n\nsomeone asked to reset the password of your ${p.product} account. To choose a new one, open this link` +
      ` (it works once, for ${p.validFor}):\n\n${p.link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
  }),
  'account-welcome': (p) => ({
    subject: `Your ${p.product} account`,
    text:
      `Hello ${p.name},\n\nan account was created for you on ${p.product}; set your password: ${p.link}\n\n` +
      `The link works once, for ${p.validFor}. You then sign in with this email address (${p.email}).\n`,
  }),
  'data-export-ready': (p) => ({
    subject: `Your ${p.product} data is ready`,
    text:
      `Hello ${p.name},\n\nthe copy of your data you asked for is ready. Sign in and open this link to download it` +
      ` (it works once, until ${p.until}):\n\n${p.link}\n\nIf you did not ask for it, change your password.\n`,
  }),
};

function renderTemplate<T extends Template>(template: T, params: TemplateParams[T]): Rendered {
  const build = TEMPLATES[template];
  if (!build) throw new Error(`Unknown email template: ${template}`);
  return build(params);
}

export function render(email: Email): Rendered {
  return renderTemplate(email.template, email.params);
}

/**
 * Email texts. Pure: params in, subject and body out. The booking email to admins carries the spec's
 * parameters (§7): customer name and phone, service and package names, date, time, full payment,
 * deposit, and the note ('No additional notes.' when none).
 */
export type Template =
  | 'booking-created' | 'payment-proof-submitted' | 'booking-confirmed' | 'booking-completed'
  | 'booking-cancelled' | 'reschedule-requested' | 'reschedule-answered'
  | 'password-reset' | 'account-welcome';

export type Params = Record<string, string>;

const line = (label: string, value: string | undefined) => (value ? `${label}: ${value}\n` : '');

const bookingLines = (p: Params) =>
  line('Booking', p.reference) + line('Service', p.serviceName) + line('Package', p.packageName)
  + line('Date', p.date) + line('Time', p.time);

const TEMPLATES: Record<Template, (p: Params) => { subject: string; text: string }> = {
  'booking-created': (p) => ({
    subject: `New booking: ${p.serviceName} (${p.packageName}) on ${p.date} at ${p.time}`,
    text: `A customer has booked a service.\n\n${line('Customer', p.customerName)}${line('Phone', p.customerPhone)}${bookingLines(p)}`
      + `${line('Full payment', p.fullPayment)}${line('Deposit', p.deposit)}Note: ${p.note}\n`,
  }),
  'payment-proof-submitted': (p) => ({
    subject: `Proof of payment to verify: ${p.reference}`,
    text: `${p.customerName} sent a proof of payment (${p.paymentType}, ${p.paymentMethod}, transaction ${p.transactionNumber}).\n\n${bookingLines(p)}`,
  }),
  'booking-confirmed': (p) => ({
    subject: `Your booking ${p.reference} is confirmed`,
    text: `Hello ${p.customerName},\n\nyour booking is confirmed.\n\n${bookingLines(p)}`,
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
    text: `${p.customerName} asks to move the booking to ${p.suggestedDate} at ${p.suggestedTimes}.\n${line('Reason', p.reason)}\n${bookingLines(p)}`,
  }),
  'reschedule-answered': (p) => ({
    subject: `Your reschedule request for ${p.reference} was ${p.outcome}`,
    text: `Hello ${p.customerName},\n\nyour request to move the booking to ${p.suggestedDate} at ${p.suggestedTimes} was ${p.outcome}.\n\n${bookingLines(p)}`,
  }),
  'password-reset': (p) => ({
    subject: `Choose a new password for ${p.product}`,
    text: `Hello ${p.name},\n\nsomeone asked to reset the password of your ${p.product} account. To choose a new one, open this link`
      + ` (it works once, for ${p.validFor}):\n\n${p.link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
  }),
  'account-welcome': (p) => ({
    subject: `Your ${p.product} account`,
    text: `Hello ${p.name},\n\nan account was created for you on ${p.product}; set your password: ${p.link}\n\n`
      + `The link works once, for ${p.validFor}. You then sign in with this email address (${p.email}).\n`,
  }),
};

export function render(template: string, params: Params): { subject: string; text: string } {
  const build = TEMPLATES[template as Template];
  if (!build) throw new Error(`Unknown email template: ${template}`);
  return build(params);
}

import { Text, Timeline } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatMoment } from '../../../lib/dates';

export const ActionLog_action = graphql(`
  fragment ActionLog_action on BookingLogEntry {
    id
    action
    actorRole
    fromStatus
    toStatus
    note
    createdAt
  }
`);

const ACTIONS: Record<string, string> = {
  create: 'Booked',
  submitPaymentProof: 'Proof of payment sent',
  cancelRequest: 'Request cancelled',
  confirm: 'Confirmed',
  markCompleted: 'Marked completed',
  adminCancel: 'Cancelled',
  endBooking: 'Ended with a review',
  cancelConfirmed: 'Booking cancelled',
  requestReschedule: 'Reschedule requested',
  answerReschedule: 'Reschedule answered',
  reassign: 'Reassigned',
  remind: 'Reminded to pay',
  expire: 'Expired unpaid',
  remindAppointment: 'Reminded of the booking',
  receivePayment: 'Paid by mobile money',
  receivePaymentToCheck: 'Paid by mobile money, to check',
  receiveLatePayment: 'Paid by mobile money after the request moved on',
};

const STATES: Record<string, string> = {
  unconfirmed: 'Unconfirmed',
  verifying_payment: 'Verifying payment',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const ACTORS: Record<string, string> = { customer: 'Customer', provider: 'Provider', admin: 'Admin', system: 'System' };

const state = (value: string) => STATES[value] ?? value;

/** What happened to the booking, oldest first: who, when, from → to, and the note. */
export function ActionLog({ actions: refs }: { actions: FragmentType<typeof ActionLog_action>[] }) {
  const actions = getFragmentData(ActionLog_action, refs);
  if (actions.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        Nothing recorded yet.
      </Text>
    );
  }
  return (
    <Timeline active={actions.length - 1} bulletSize={14} lineWidth={2}>
      {actions.map((entry) => (
        <Timeline.Item key={entry.id} title={ACTIONS[entry.action] ?? entry.action}>
          <Text fz="xs" c="dimmed">
            {ACTORS[entry.actorRole] ?? entry.actorRole} · {formatMoment(entry.createdAt)}
          </Text>
          <Text fz="sm">
            {entry.fromStatus && entry.fromStatus !== entry.toStatus
              ? `${state(entry.fromStatus)} → ${state(entry.toStatus)}`
              : state(entry.toStatus)}
          </Text>
          {entry.note && (
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {entry.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

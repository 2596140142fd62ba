import { Text, Timeline } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatMoment } from '../../../lib/dates';

export const ActionLog_action = graphql(`
  fragment ActionLog_action on BookingLogEntry {
    id
    title
    actorRole
    fromStatusLabel
    toStatusLabel
    note
    createdAt
  }
`);

const ACTORS: Record<string, string> = { customer: 'Customer', provider: 'Provider', admin: 'Admin', system: 'System' };

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
        <Timeline.Item key={entry.id} title={entry.title}>
          <Text fz="xs" c="dimmed">
            {ACTORS[entry.actorRole] ?? entry.actorRole} · {formatMoment(entry.createdAt)}
          </Text>
          <Text fz="sm">
            {entry.fromStatusLabel && entry.fromStatusLabel !== entry.toStatusLabel
              ? `${entry.fromStatusLabel} → ${entry.toStatusLabel}`
              : entry.toStatusLabel}
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

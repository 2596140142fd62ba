import { Badge, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { TextStatus } from '../../../gql/graphql';

export const TextStanding_text = graphql(`
  fragment TextStanding_text on Text {
    id
    status
    failureReason
    lastAnswer
    handledAs
    handledByName
  }
`);

/** What each status means to the admin reading the screen. */
export const TEXT_STATUS_LABELS: Record<TextStatus, string> = {
  QUEUED: 'Waiting to go',
  SENDING: 'Sending',
  SENT: 'Sent',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
  REJECTED: 'Refused',
  UNKNOWN: 'Maybe sent',
  DISMISSED: 'Dismissed',
};

// Light badges write in shade 9 on shade 1 of their colour: 4.5:1 or more for each of these (theme.ts).
const COLOR: Record<TextStatus, string> = {
  QUEUED: 'gray',
  SENDING: 'gray',
  SENT: 'brand',
  DELIVERED: 'brand',
  FAILED: 'red',
  REJECTED: 'red',
  UNKNOWN: 'copper',
  DISMISSED: 'gray',
};

/** Texts an admin can act on: send again (failed, refused, maybe sent) or dismiss (those, and one still waiting). */
export const canResend = (status: TextStatus) => status === 'FAILED' || status === 'REJECTED' || status === 'UNKNOWN';
export const canDismiss = (status: TextStatus) => canResend(status) || status === 'QUEUED';

/** The text's status, and why: the gateway's last answer, and who sent it again or dismissed it. */
export function TextStanding(props: { text: FragmentType<typeof TextStanding_text> }) {
  const text = getFragmentData(TextStanding_text, props.text);
  const why = text.failureReason ?? text.lastAnswer;
  return (
    <Stack gap={2}>
      <Badge variant="light" color={COLOR[text.status]} tt="none">
        {TEXT_STATUS_LABELS[text.status]}
      </Badge>
      {why && <Text fz="xs">{why}</Text>}
      {text.handledAs && (
        <Text fz="xs" c="dimmed">
          {text.handledAs === 'resent' ? 'Sent again' : 'Dismissed'} by {text.handledByName ?? 'an admin'}
        </Text>
      )}
    </Stack>
  );
}

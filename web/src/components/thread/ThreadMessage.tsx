import { Anchor, Group, Image, Paper, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatMoment } from '../../lib/dates';
import classes from './BookingThread.module.css';

export const ThreadMessage_message = graphql(`
  fragment ThreadMessage_message on BookingMessage {
    id
    body
    photoUrl
    photoErasedAt
    authorLabel
    fromYou
    createdAt
  }
`);

/** One message of a booking's thread: who wrote it and when, its words and its photo. */
export function ThreadMessage({
  message: ref,
  onPhotoLoad,
}: {
  message: FragmentType<typeof ThreadMessage_message>;
  onPhotoLoad: () => void;
}) {
  const message = getFragmentData(ThreadMessage_message, ref);
  return (
    <Paper
      component="li"
      className={classes.message}
      data-from-you={message.fromYou || undefined}
      p="sm"
      radius="md"
      withBorder
      aria-label={`${message.fromYou ? 'You' : message.authorLabel}, ${formatMoment(message.createdAt)}`}
    >
      <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
        <Text fz="sm" fw={600}>
          {message.fromYou ? 'You' : message.authorLabel}
        </Text>
        <Text fz="xs" c="dimmed" component="time" dateTime={message.createdAt}>
          {formatMoment(message.createdAt)}
        </Text>
      </Group>
      {message.body && (
        <Text fz="sm" className={classes.body}>
          {message.body}
        </Text>
      )}
      {message.photoErasedAt && (
        <Text fz="xs" c="dimmed" fs="italic" mt={message.body ? 'xs' : 0}>
          Photo no longer kept (removed {formatMoment(message.photoErasedAt)})
        </Text>
      )}
      {message.photoUrl && (
        <Anchor href={message.photoUrl} target="_blank" rel="noopener" display="inline-block" mt={message.body ? 'xs' : 0}>
          <Image
            src={message.photoUrl}
            alt={`Photo from ${message.fromYou ? 'you' : message.authorLabel}`}
            w={160}
            h={120}
            fit="cover"
            radius="sm"
            onLoad={onPhotoLoad}
          />
        </Anchor>
      )}
    </Paper>
  );
}

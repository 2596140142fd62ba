import { Alert, Box, Button, CloseButton, FileButton, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useUploadMutation } from '../../apollo/upload';
import { graphql } from '../../gql';
import { SendBookingMessageDocument } from '../../gql/graphql';
import {
  useBookingThreadLiveSubscription,
  useBookingThreadQuery,
  useMarkBookingThreadReadMutation,
  useSendBookingMessageMutation,
} from '../../gql/hooks';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { fieldRule } from '../../lib/form-rules';
import { THREAD_OPEN_DAYS } from '@server/modules/bookings/thread-window-rules';
import { MAX_MESSAGE_LENGTH, messageBody } from '@server/modules/messages/thread-rules';
import classes from './BookingThread.module.css';
import { ThreadMessage } from './ThreadMessage';

graphql(`
  query BookingThread($id: ID!, $after: String) {
    booking(id: $id) {
      id
      reference
      allowedActions
      unreadMessages
      messages(first: 30, after: $after) {
        edges {
          cursor
          node {
            id
            ...ThreadMessage_message
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

graphql(`
  subscription BookingThreadLive($bookingId: ID!) {
    bookingChanged(bookingId: $bookingId) {
      kind
      byYou
      booking {
        id
        allowedActions
      }
    }
  }
`);

graphql(`
  mutation SendBookingMessage($bookingId: ID!, $input: BookingMessageInput!) {
    sendBookingMessage(bookingId: $bookingId, input: $input) {
      id
      ...ThreadMessage_message
    }
  }
`);

graphql(`
  mutation MarkBookingThreadRead($bookingId: ID!) {
    markBookingThreadRead(bookingId: $bookingId) {
      id
      unreadMessages
    }
  }
`);

/** The navigation badges' query: refetched by name whenever a thread is read. */
export const UNREAD_QUERY = 'UnreadMessageCount';

interface BookingThreadProps {
  /** The booking's global id. */
  bookingId: string;
}

/**
 * A booking's message thread for whoever is on it (its customer, its provider or the AYS team): the
 * messages oldest at the top, older ones on request, and a composer (text and a photo; Enter sends,
 * Shift+Enter starts a new line). Reading it marks it read; new messages arrive live.
 */
export function BookingThread({ bookingId }: BookingThreadProps) {
  const { data, loading, error, refetch, fetchMore } = useBookingThreadQuery({
    variables: { id: bookingId },
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMarkBookingThreadReadMutation({ variables: { bookingId }, refetchQueries: [UNREAD_QUERY] });
  const [sendText, { loading: sendingText }] = useSendBookingMessageMutation();
  const [sendPhoto, { uploading }] = useUploadMutation(SendBookingMessageDocument);
  const [body, setBody] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetPhoto = useRef<() => void>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const booking = data?.booking;
  const unread = booking?.unreadMessages ?? 0;

  useBookingThreadLiveSubscription({
    variables: { bookingId },
    onData: ({ data: event }) => {
      if (event.data?.bookingChanged.kind === 'MESSAGE' && !event.data.bookingChanged.byYou) void refetch();
    },
  });

  useEffect(() => {
    if (unread > 0) void markRead().catch(() => undefined);
  }, [unread, markRead]);

  // The newest message is at the bottom: keep it in view as messages arrive and as their photos load,
  // unless the reader has scrolled up to older ones.
  const atBottom = useRef(true);
  const toBottom = () => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  };
  const newest = booking?.messages.edges[0]?.node.id;
  useEffect(() => {
    atBottom.current = true;
    toBottom();
  }, [newest]);

  if (error && !booking)
    return (
      <Alert color="red" title="Messages could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  if (!booking)
    return loading ? (
      <Group justify="center" p="md">
        <Loader size="sm" role="status" aria-label="Loading messages" />
      </Group>
    ) : null;

  const messages = [...booking.messages.edges].reverse();
  // The server says whether the thread still takes messages, by its clock (a phone's may be wrong).
  const closed = !booking.allowedActions.includes('SEND_MESSAGE');
  const sending = sendingText || uploading;

  const send = async () => {
    const text = body.trim();
    if (sending) return;
    const refusal = fieldRule(messageBody(!!photo))(body);
    setProblem(refusal);
    if (refusal) return;
    const sentPhoto = photo;
    try {
      if (sentPhoto) await sendPhoto({ bookingId, input: { body: text, photo: sentPhoto } });
      else await sendText({ variables: { bookingId, input: { body: text } } });
      // Clear only what was sent: on a slow line the next words or photo may already be in the composer.
      setBody((current) => (current === body ? '' : current));
      if (sentPhoto) {
        setPhoto((current) => (current === sentPhoto ? null : current));
        resetPhoto.current?.();
      }
      await refetch();
    } catch (failure) {
      const fields = fieldErrors(failure);
      setProblem(fields.body ?? fields.photo ?? errorMessage(failure));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="sm" className={classes.thread}>
      {booking.messages.pageInfo.hasNextPage && (
        <Button variant="subtle" size="xs" onClick={() => void fetchMore({ variables: { after: booking.messages.pageInfo.endCursor } })}>
          Show earlier messages
        </Button>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          No messages yet. Ask about the job here: everyone on this booking can read it.
        </Text>
      ) : (
        <Box
          component="ol"
          ref={listRef}
          onScroll={(event) => {
            const list = event.currentTarget;
            atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
          }}
          tabIndex={0}
          className={classes.list}
          aria-label={`Messages on booking ${booking.reference}`}
          aria-live="polite"
        >
          {messages.map((edge) => (
            <ThreadMessage key={edge.node.id} message={edge.node} onPhotoLoad={toBottom} />
          ))}
        </Box>
      )}
      {closed ? (
        <Alert color="gray" title="This conversation is closed">
          Messages can be sent until {THREAD_OPEN_DAYS} days after a booking is completed or cancelled. You can still read them here.
        </Alert>
      ) : (
        <form
          aria-label="Send a message"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Message"
              description="Enter sends; Shift+Enter starts a new line."
              placeholder="Write a message…"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={MAX_MESSAGE_LENGTH}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              error={problem}
              disabled={sending}
            />
            {photo && (
              <Group gap="xs" wrap="nowrap">
                <IconPhoto size={16} aria-hidden />
                <Text fz="sm" truncate="end" className={classes.fileName}>
                  {photo.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove photo ${photo.name}`}
                  onClick={() => {
                    setPhoto(null);
                    resetPhoto.current?.();
                  }}
                />
              </Group>
            )}
            <Group justify="space-between" gap="xs">
              <FileButton
                onChange={setPhoto}
                accept="image/jpeg,image/png,image/webp,image/heic,image/avif,image/gif"
                resetRef={resetPhoto}
              >
                {(props) => (
                  <Button {...props} variant="default" size="sm" leftSection={<IconPhoto size={16} />} disabled={sending}>
                    {photo ? 'Change photo' : 'Add photo'}
                  </Button>
                )}
              </FileButton>
              <Button type="submit" size="sm" leftSection={<IconSend size={16} />} loading={sending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

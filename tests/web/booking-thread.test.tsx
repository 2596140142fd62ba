import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router-dom';
import { BookingThread } from '../../web/src/components/thread/BookingThread';
import { MessagesButton } from '../../web/src/components/thread/MessagesButton';
import { UnreadCount } from '../../web/src/components/thread/UnreadCount';
import {
  BookingThreadDocument,
  MarkBookingThreadReadDocument,
  SendBookingMessageDocument,
  UnreadMessageCountDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const BOOKING_ID = 'Qm9va2luZzox';

type Message = {
  id: string;
  body: string;
  photoUrl: string | null;
  photoErasedAt: string | null;
  authorLabel: string;
  fromYou: boolean;
  createdAt: string;
};

const message = (id: string, overrides: Partial<Message> = {}) => ({
  __typename: 'BookingMessage',
  id,
  body: `Message ${id}`,
  photoUrl: null,
  photoErasedAt: null,
  authorLabel: 'Chanda Plumbing (provider)',
  fromYou: false,
  createdAt: '2026-05-14T08:00:00.000Z',
  ...overrides,
});

/** The thread as the API returns it: newest first. */
function threadResult(messages: ReturnType<typeof message>[], overrides: Record<string, unknown> = {}) {
  return {
    data: {
      booking: {
        __typename: 'Booking',
        id: BOOKING_ID,
        reference: 'AYS-7K3F9QXM',
        allowedActions: ['SEND_MESSAGE'],
        unreadMessages: 0,
        messages: {
          __typename: 'BookingMessageConnection',
          edges: messages.map((node) => ({ __typename: 'BookingMessageEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: messages.at(-1) ? `c-${messages.at(-1)!.id}` : null },
        },
        ...overrides,
      },
    },
  };
}

const threadMock = (result: object) => ({ request: { query: BookingThreadDocument, variables: { id: BOOKING_ID } }, result });

const EARLIER = message('1', {
  body: 'Which gate should I use?',
  authorLabel: 'Mwila Tembo (customer)',
  fromYou: true,
  createdAt: '2026-05-14T08:00:00.000Z',
});
const LATER = message('2', {
  body: 'The blue one.',
  photoUrl: '/files/bookings/1/messages/gate.webp',
  createdAt: '2026-05-14T08:05:00.000Z',
});

function renderThread(mocks: object[]) {
  return renderPage(<BookingThread bookingId={BOOKING_ID} />, { path: '/', url: '/', mocks: mocks as never });
}

describe('BookingThread', () => {
  it('shows the messages oldest at the top, each with its author and time, "You" for your own, and a photo as a thumbnail', async () => {
    renderThread([threadMock(threadResult([LATER, EARLIER]))]);
    const list = await screen.findByRole('list', { name: 'Messages on booking AYS-7K3F9QXM' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^You, 14 May 2026/),
      expect.stringMatching(/^Chanda Plumbing \(provider\), 14 May 2026/),
    ]);
    expect(items[0]).toHaveTextContent('Which gate should I use?');
    expect(within(items[1]).getByRole('img', { name: 'Photo from Chanda Plumbing (provider)' })).toHaveAttribute(
      'src',
      '/files/bookings/1/messages/gate.webp',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
  });

  it('says a photo is no longer kept once the retention job removed it (issue 34)', async () => {
    renderThread([threadMock(threadResult([message('4', { body: '', photoErasedAt: '2026-09-01T01:45:00.000Z' })]))]);
    const list = await screen.findByRole('list', { name: 'Messages on booking AYS-7K3F9QXM' });
    expect(within(list).getByText(/^Photo no longer kept \(removed 1 Sept?\.? 2026/)).toBeInTheDocument();
    expect(within(list).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says there are no messages yet on an empty thread', async () => {
    renderThread([threadMock(threadResult([]))]);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });

  it('sends with Enter, clears the box and shows the thread again from the server', async () => {
    const sent = message('3', {
      body: 'On my way',
      fromYou: true,
      authorLabel: 'Mwila Tembo (customer)',
      createdAt: '2026-05-14T09:00:00.000Z',
    });
    renderThread([
      threadMock(threadResult([EARLIER])),
      {
        request: { query: SendBookingMessageDocument, variables: { bookingId: BOOKING_ID, input: { body: 'On my way' } } },
        result: { data: { sendBookingMessage: sent } },
      },
      threadMock(threadResult([sent, EARLIER])),
    ]);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'On my way{Enter}');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('On my way');
    expect(box).toHaveValue('');
  });

  it('keeps a photo chosen while the last message was on its way', async () => {
    const sent = message('3', { body: 'On my way', fromYou: true, authorLabel: 'Mwila Tembo (customer)' });
    renderThread([
      threadMock(threadResult([EARLIER])),
      {
        request: { query: SendBookingMessageDocument, variables: { bookingId: BOOKING_ID, input: { body: 'On my way' } } },
        result: { data: { sendBookingMessage: sent } },
        delay: 300,
      },
      threadMock(threadResult([sent, EARLIER])),
    ]);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'On my way{Enter}');
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['jpeg'], 'gate.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove photo gate.jpg' })).toBeInTheDocument();
  });

  it('keeps Shift+Enter for a new line and refuses an empty message without asking the server', async () => {
    renderThread([threadMock(threadResult([]))]);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}');
    expect(box).toHaveValue('\n');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message or add a photo.')).toBeInTheDocument();
  });

  it.each([
    [
      'a closed thread',
      'This conversation is closed: messages can be sent until 14 days after a booking is completed or cancelled.',
      'CONFLICT',
    ],
    ['sending too fast', 'You are sending messages too quickly. Please wait 10 minutes and try again.', 'TOO_MANY_REQUESTS'],
  ])("shows the server's refusal beside the box and keeps what was typed (%s)", async (_, refusal, code) => {
    renderThread([
      threadMock(threadResult([EARLIER])),
      {
        request: { query: SendBookingMessageDocument, variables: { bookingId: BOOKING_ID, input: { body: 'Hello' } } },
        result: { errors: [{ message: refusal, extensions: { code } }] },
      },
    ]);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('has no composer once the thread has closed, and keeps the messages readable', async () => {
    renderThread([threadMock(threadResult([EARLIER], { allowedActions: [] }))]);
    expect(await screen.findByText('Which gate should I use?')).toBeInTheDocument();
    expect(screen.getByText('This conversation is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it("marks the thread read when it shows unread messages, and refreshes the navigation's count", async () => {
    let marked = false;
    let counted = false;
    renderThread([
      threadMock(threadResult([LATER, EARLIER], { unreadMessages: 1 })),
      {
        request: { query: MarkBookingThreadReadDocument, variables: { bookingId: BOOKING_ID } },
        result: () => {
          marked = true;
          return { data: { markBookingThreadRead: { __typename: 'Booking', id: BOOKING_ID, unreadMessages: 0 } } };
        },
      },
      {
        request: { query: UnreadMessageCountDocument },
        result: () => {
          counted = true;
          return { data: { unreadMessageCount: 0, requests: 0 } };
        },
      },
    ]);
    await waitFor(() => expect(marked).toBe(true));
    expect(await screen.findByText('The blue one.')).toBeInTheDocument();
    // The navigation's count is refetched only where a navigation shows it (an active query); here none is.
    expect(counted).toBe(false);
  });
});

describe('unread counts', () => {
  it("names the count in the link's accessible name and shows 99+ at the cap", () => {
    renderPage(
      <nav aria-label="Main">
        <Link to="/requests">
          Requests
          <UnreadCount count={2} />
        </Link>
        <Link to="/my-bookings">
          Bookings
          <UnreadCount count={100} />
        </Link>
        <Link to="/account">
          Profile
          <UnreadCount count={0} />
        </Link>
      </nav>,
      { path: '/', url: '/' },
    );
    expect(screen.getByRole('link', { name: /^Requests ?, 2 unread messages$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Bookings ?, 99\+ unread messages$/ })).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it("labels the booking card's button with what is new", () => {
    renderPage(
      <>
        <MessagesButton unread={2} onClick={() => undefined} />
        <MessagesButton unread={0} onClick={() => undefined} />
      </>,
      { path: '/', url: '/' },
    );
    expect(screen.getByRole('button', { name: 'Messages (2 new)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });
});

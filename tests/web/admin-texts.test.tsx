import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextsPage } from '../../web/src/features/admin/texts/TextsPage';
import { ResendTextDocument, TextsPageDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };

const text = (fields: { id: string; to: string; status: string; lastAnswer: string; kind?: string }) => ({
  __typename: 'Text',
  kind: 'bookingConfirmed',
  tries: 1,
  bookingReference: 'AYS-7K3F9QXM',
  createdAt: '2026-11-28T08:15:00.000Z',
  failureReason: null,
  handledAs: null,
  handledByName: null,
  ...fields,
});

const UNKNOWN = text({
  id: 'VGV4dDox',
  to: '+260 97* *** *67',
  status: 'UNKNOWN',
  lastAnswer: "Africa's Talking did not answer: timeout; it may have been sent",
});
const DELIVERED = text({
  id: 'VGV4dDoy',
  to: '+260 96* *** *03',
  kind: 'appointmentReminder',
  status: 'DELIVERED',
  lastAnswer: 'Delivered',
});

function listMock(nodes: object[]) {
  return {
    request: { query: TextsPageDocument, variables: { status: null } },
    result: { data: { texts: { __typename: 'TextConnection', edges: nodes.map((node) => ({ __typename: 'TextEdge', node })), pageInfo } } },
  };
}

describe('admin texts', () => {
  it('shows each text with its masked number, what it is, its status and why, and actions only for those that did not arrive', async () => {
    renderPage(<TextsPage />, { path: '/admin/texts', url: '/admin/texts', mocks: [listMock([UNKNOWN, DELIVERED])] });
    const table = await screen.findByRole('table', { name: 'Texts' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('+260 97* *** *67')).toBeInTheDocument();
    expect(within(first).getByText('Booking confirmed')).toBeInTheDocument();
    expect(within(first).getByText('AYS-7K3F9QXM')).toBeInTheDocument();
    expect(within(first).getByText('Maybe sent')).toBeInTheDocument();
    expect(within(first).getByText(/it may have been sent/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Send again: Booking confirmed to +260 97* *** *67' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Dismiss: Booking confirmed to +260 97* *** *67' })).toBeInTheDocument();
    expect(within(second).getByText('Delivered', { selector: 'span, div' })).toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('"Send again" shows who sent it again once the server took it', async () => {
    const resent = {
      ...UNKNOWN,
      status: 'QUEUED',
      lastAnswer: 'Sent again by an admin',
      handledAs: 'resent',
      handledByName: 'Thandiwe Admin',
    };
    renderPage(<TextsPage />, {
      path: '/admin/texts',
      url: '/admin/texts',
      mocks: [
        listMock([UNKNOWN]),
        { request: { query: ResendTextDocument, variables: { id: UNKNOWN.id } }, result: { data: { resendText: resent } } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText('Sent again by Thandiwe Admin')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Texts' })).getByText('Waiting to go')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
  });
});

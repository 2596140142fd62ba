import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RefundsPage } from '../../web/src/features/admin/refunds/RefundsPage';
import { RequestDetailPage } from '../../web/src/features/admin/requests/RequestDetailPage';
import {
  AdminRequestPageDocument,
  MarkRefundNotOwedDocument,
  MarkRefundPaidDocument,
  RefundsToPayPageDocument,
} from '../../web/src/gql/graphql';
import { BOOKING_ID, detailBooking } from './admin-booking-fixtures';
import { phoneWidth, renderPage } from './render';

/** The server's CONFLICT message (server/modules/bookings/refunds.service.ts). */
const REFUND_SETTLED = 'This refund was already settled, or is being sent by the network. Reload to see where it stands.';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const REFUND_ID = 'UmVmdW5kOjE';
const OTHER_ID = 'UmVmdW5kOjI';

/** A refund with every field the request detail and /admin/refunds ask for: K150 due by hand. */
function refund(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Refund',
    id: REFUND_ID,
    amount: '150.00',
    reason: 'Cancelled by the team',
    status: 'DUE',
    network: null,
    paidMethod: null,
    paidReference: null,
    failureDetail: null,
    settledAt: null,
    hasReceipt: false,
    createdAt: '2026-05-12T10:00:00.000Z',
    ...overrides,
  };
}

/** A request to pay by mobile money, as the request detail lists it. */
function mobileMoney(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MobileMoneyPayment',
    id,
    network: 'MTN',
    phoneNumber: '260961234567',
    paymentType: 'DEPOSIT',
    amount: '100.00',
    status: 'PENDING',
    failureMessage: null,
    transactionId: null,
    createdAt: '2026-05-10T07:00:00.000Z',
    ...overrides,
  };
}

/** What both mutations answer: the refund as it stands now. */
const settled = (overrides: Record<string, unknown>) => {
  const {
    amount: _amount,
    reason: _reason,
    createdAt: _createdAt,
    ...fields
  } = refund({ settledAt: '2026-05-13T09:00:00.000Z', ...overrides });
  return fields;
};

const cancelled = {
  status: 'CANCELLED',
  statusLabel: 'Cancelled',
  cancelledBy: 'admin',
  cancelReason: 'Provider unavailable',
  cancelledAt: '2026-05-12T10:00:00.000Z',
};

// ---- the request detail ----

const pageMock = (booking: object) => ({
  request: { query: AdminRequestPageDocument, variables: { id: BOOKING_ID } },
  result: { data: { booking } },
});

function renderDetail(mocks: object[]) {
  renderPage(<RequestDetailPage />, { path: '/admin/requests/:requestId', url: `/admin/requests/${BOOKING_ID}`, mocks: mocks as never });
  return userEvent.setup();
}

describe('the request detail: payments, mobile money requests and refunds', () => {
  it('lists every mobile money request newest first, with its number, status and what the network said', async () => {
    renderDetail([
      pageMock(
        detailBooking({
          mobileMoneyPayments: [
            mobileMoney('m1', {
              status: 'FAILED',
              failureReason: 'NOT_ENOUGH_MONEY',
              failureMessage: 'There was not enough money on the account.',
              createdAt: '2026-05-10T07:00:00.000Z',
            }),
            mobileMoney('m2', {
              network: 'AIRTEL',
              phoneNumber: '260971234567',
              status: 'SUCCESSFUL',
              transactionId: 'AM2605.77',
              createdAt: '2026-05-10T07:05:00.000Z',
            }),
            mobileMoney('m3', { paymentType: 'FULL_PAYMENT', amount: '360.00', status: 'PENDING', createdAt: '2026-05-10T07:10:00.000Z' }),
          ],
        }),
      ),
    ]);
    // The proofs' section is called Payments now: it lists mobile money payments as well.
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Proof of payment' })).not.toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Mobile money requests' });
    const [waiting, paid, failed] = within(section).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Full payment K360 by MTN MoMo');
    expect(within(waiting).getByText('Waiting for PIN')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Number: 096 123 4567');
    expect(waiting).toHaveTextContent(/Requested 10 May 2026, 09:10/);

    expect(paid).toHaveTextContent('Deposit K100 by Airtel Money');
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(paid).toHaveTextContent('Number: 097 123 4567');
    expect(paid).toHaveTextContent('Transaction id: AM2605.77');

    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('There was not enough money on the account.')).toBeInTheDocument();
    expect(failed).not.toHaveTextContent('Transaction id');

    // No refund is owed on this booking: no section for them.
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it("says 'No mobile money requests.' when the customer made none", async () => {
    renderDetail([pageMock(detailBooking())]);
    const section = await screen.findByRole('region', { name: 'Mobile money requests' });
    expect(section).toHaveTextContent('No mobile money requests.');
  });

  it('shows each refund with where it stands in words, and the actions only on those to pay by hand', async () => {
    renderDetail([
      pageMock(
        detailBooking({
          ...cancelled,
          refunds: [
            refund({ id: 'r1' }),
            refund({ id: 'r2', status: 'SENDING', network: 'MTN' }),
            refund({ id: 'r3', status: 'SENT', network: 'MTN', settledAt: '2026-05-12T11:00:00.000Z' }),
            refund({ id: 'r4', status: 'FAILED', network: 'AIRTEL', failureDetail: 'The payment was refunded already.' }),
            refund({
              id: 'r5',
              status: 'PAID',
              paidMethod: 'AIRTEL_MONEY',
              paidReference: 'AM2605.9',
              settledAt: '2026-05-13T09:00:00.000Z',
            }),
            refund({ id: 'r6', status: 'NOT_OWED', settledAt: '2026-05-13T09:00:00.000Z' }),
          ],
        }),
      ),
    ]);
    const section = await screen.findByRole('region', { name: 'Refunds' });
    const items = within(section).getAllByRole('listitem');
    expect(
      items.map(
        (item) => within(item).getByText(/^(Due|Being|Sent|Failed|Paid|Not owed)/, { ignore: 'script, style, button *' }).textContent,
      ),
    ).toEqual([
      'Due — to pay by hand',
      'Being sent by MTN MoMo',
      'Sent',
      'Failed at the network — pay by hand',
      'Paid by hand (Airtel Money, ref AM2605.9)',
      'Not owed',
    ]);
    expect(items[0]).toHaveTextContent('Refund of K150');
    expect(items[0]).toHaveTextContent('Cancelled by the team');
    expect(within(items[3]).getByText('The network said: The payment was refunded already.')).toBeInTheDocument();
    const withActions = items.filter((item) => within(item).queryByRole('button', { name: 'Mark paid' }));
    expect(withActions).toEqual([items[0], items[3]]);
    expect(
      within(items[0]).getByRole('group', { name: 'Settle the K150 refund to Bwalya Mwansa (booking AYS-7K3F9QXM)' }),
    ).toBeInTheDocument();
    expect(within(items[3]).getByRole('button', { name: 'Not owed' })).toBeInTheDocument();
  });

  it('marks a refund paid by hand from the detail page, then reads the booking again', async () => {
    const input = { method: 'AIRTEL_MONEY', reference: 'AM2605.9' };
    const paid = settled({ status: 'PAID', paidMethod: 'AIRTEL_MONEY', paidReference: 'AM2605.9' });
    const user = renderDetail([
      pageMock(detailBooking({ ...cancelled, refunds: [refund()] })),
      { request: { query: MarkRefundPaidDocument, variables: { refundId: REFUND_ID, input } }, result: { data: { markRefundPaid: paid } } },
      pageMock(detailBooking({ ...cancelled, refunds: [refund(paid)] })),
    ]);
    const section = await screen.findByRole('region', { name: 'Refunds' });
    await user.click(within(section).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refund paid' });
    expect(dialog).toHaveTextContent('Record that the team sent the K150 refund to Bwalya Mwansa (booking AYS-7K3F9QXM) by hand.');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'Airtel Money', 'MoMo', 'Bank Transfer']);

    // Both fields are required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByText('Choose how the money was sent.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference is required.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Method' }), 'Airtel Money');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), ' AM2605.9 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Refund of K150 to Bwalya Mwansa marked paid.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark refund paid' })).not.toBeInTheDocument());
    expect(within(section).getByText('Paid by hand (Airtel Money, ref AM2605.9)')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    // Its buttons are gone: focus lands on the refund itself rather than on the page's body.
    await waitFor(() => expect(within(section).getByRole('listitem', { name: 'Refund of K150' })).toHaveFocus());
  });
});

// ---- /admin/refunds ----

const toPay = (overrides: Record<string, unknown> = {}) => ({
  ...refund({ createdAt: ago(3 * DAY + 60_000) }),
  booking: {
    __typename: 'Booking',
    id: BOOKING_ID,
    reference: 'AYS-7K3F9QXM',
    customer: { __typename: 'User', id: 'VXNlcjox', name: 'Bwalya Mwansa' },
  },
  ...overrides,
});

const other = () =>
  toPay({
    id: OTHER_ID,
    amount: '1250.00',
    reason: 'Cancelled by the customer',
    status: 'FAILED',
    network: 'MTN',
    failureDetail: 'The payer is not allowed to receive money.',
    createdAt: ago(5 * 3_600_000),
    booking: {
      __typename: 'Booking',
      id: 'Qm9va2luZzoy',
      reference: 'AYS-Q2W3E4R5',
      customer: { __typename: 'User', id: 'VXNlcjoy', name: 'Natasha Phiri' },
    },
  });

function refundsMock(nodes: object[], { after = null as string | null, next = null as string | null, total = nodes.length } = {}) {
  return {
    request: { query: RefundsToPayPageDocument, variables: after ? { after } : {} },
    result: {
      data: {
        refundsToPay: {
          __typename: 'RefundConnection',
          edges: nodes.map((node, index) => ({ __typename: 'RefundEdge', cursor: `c${index}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
          totalCount: total,
        },
      },
    },
  };
}

function renderRefunds(mocks: object[]) {
  renderPage(<RefundsPage />, { path: '/admin/refunds', url: '/admin/refunds', mocks: mocks as never });
  return userEvent.setup();
}

const paidRequest = (reference: string) => ({
  query: MarkRefundPaidDocument,
  variables: { refundId: REFUND_ID, input: { method: 'MOMO', reference } },
});

/** Opens Mark paid on the refund of `row`, fills it in and sends it; returns the dialog. */
async function markPaid(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, reference: string) {
  await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark refund paid' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Method' }), 'MOMO');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), reference);
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  return dialog;
}

const rowOf = (table: HTMLElement, reference: string) => within(table).getByRole('link', { name: reference }).closest('tr') as HTMLElement;

describe('/admin/refunds', () => {
  afterEach(() => phoneWidth(false));

  it('lists the refunds to pay oldest first, each with its booking, customer, amount, reason, status and age; loads more', async () => {
    const third = toPay({
      id: 'UmVmdW5kOjM',
      amount: '80.00',
      createdAt: ago(20 * 60_000),
      booking: { __typename: 'Booking', id: 'Qm9va2luZzoz', reference: 'AYS-ZX98CV76', customer: null },
    });
    const user = renderRefunds([
      refundsMock([toPay(), other()], { next: 'c1', total: 3 }),
      refundsMock([third], { after: 'c1', total: 3 }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Refunds to pay' })).toBeInTheDocument();
    expect(await screen.findByText('3 refunds')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Refunds to pay' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Booking', 'Customer', 'Amount', 'Reason', 'Status', 'Age', 'Actions']);

    const first = rowOf(table, 'AYS-7K3F9QXM');
    expect(within(first).getByRole('link', { name: 'AYS-7K3F9QXM' })).toHaveAttribute('href', `/admin/requests/${BOOKING_ID}`);
    expect(first).toHaveTextContent('Bwalya Mwansa');
    expect(first).toHaveTextContent('K150');
    expect(first).toHaveTextContent('Cancelled by the team');
    expect(first).toHaveTextContent('Due — to pay by hand');
    expect(first).toHaveTextContent('3 days');
    expect(within(first).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Not owed' })).toBeInTheDocument();

    const second = rowOf(table, 'AYS-Q2W3E4R5');
    expect(second).toHaveTextContent('K1,250');
    expect(second).toHaveTextContent('Failed at the network — pay by hand');
    expect(second).toHaveTextContent('The network said: The payer is not allowed to receive money.');
    expect(second).toHaveTextContent('5 hours');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const last = await waitFor(() => rowOf(table, 'AYS-ZX98CV76'));
    expect(last).toHaveTextContent('Unknown');
    expect(last).toHaveTextContent('Under an hour');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows each refund as a card on a phone, its actions at the foot', async () => {
    phoneWidth(true);
    renderRefunds([refundsMock([toPay(), other()])]);
    const list = await screen.findByRole('list', { name: 'Refunds to pay' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'AYS-7K3F9QXM' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('CustomerBwalya Mwansa');
    expect(within(cards[1]).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No refunds to pay.' when there are none", async () => {
    renderRefunds([refundsMock([])]);
    expect(await screen.findByText('No refunds to pay.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server message beside the field it is about, then marks the refund paid: it leaves the list', async () => {
    const message = 'Enter the full reference the network gave.';
    const refused = { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { reference: message } } }] };
    const user = renderRefunds([
      refundsMock([toPay(), other()]),
      { request: paidRequest('MM2605'), result: refused },
      {
        request: paidRequest('MM2605.1200.A11'),
        result: { data: { markRefundPaid: settled({ status: 'PAID', paidMethod: 'MOMO', paidReference: 'MM2605.1200.A11' }) } },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Refunds to pay' });
    const dialog = await markPaid(user, rowOf(table, 'AYS-7K3F9QXM'), 'MM2605');
    const reference = within(dialog).getByRole('textbox', { name: 'Reference' });
    await waitFor(() => expect(reference).toHaveAttribute('aria-invalid', 'true'));
    expect(reference).toHaveAccessibleDescription(new RegExp(message));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'AYS-7K3F9QXM' })).toBeInTheDocument();

    await user.clear(reference);
    await user.type(reference, 'MM2605.1200.A11');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Refund of K150 to Bwalya Mwansa marked paid.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'AYS-7K3F9QXM' })).not.toBeInTheDocument());
    expect(rowOf(table, 'AYS-Q2W3E4R5')).toBeInTheDocument();
    expect(screen.getByText('1 refund')).toBeInTheDocument();
    // The refund left the list with its buttons: focus goes to the page's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Refunds to pay' })).toHaveFocus());
  });

  it('says so when another admin or the network got there first, and reads the list again', async () => {
    const conflict = { errors: [{ message: REFUND_SETTLED, extensions: { code: 'CONFLICT', fields: {} } }] };
    const user = renderRefunds([
      refundsMock([toPay(), other()]),
      { request: paidRequest('MM2605.12'), result: conflict },
      refundsMock([other()]),
    ]);
    const table = await screen.findByRole('table', { name: 'Refunds to pay' });
    const dialog = await markPaid(user, rowOf(table, 'AYS-7K3F9QXM'), 'MM2605.12');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This refund has moved on');
    expect(alert).toHaveTextContent(REFUND_SETTLED);
    expect(within(dialog).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    // The list is read again behind the dialog, which stays open with its message.
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'AYS-7K3F9QXM' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Mark refund paid' })).toHaveTextContent(REFUND_SETTLED);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts focus back on the button that opened a dialog when it is cancelled', async () => {
    const user = renderRefunds([refundsMock([toPay(), other()])]);
    const table = await screen.findByRole('table', { name: 'Refunds to pay' });
    const button = within(rowOf(table, 'AYS-Q2W3E4R5')).getByRole('button', { name: 'Mark paid' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Mark refund paid' });
    expect(dialog).toHaveTextContent('the K1,250 refund to Natasha Phiri (booking AYS-Q2W3E4R5)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a refund not owed after confirming', async () => {
    const user = renderRefunds([
      refundsMock([toPay(), other()]),
      {
        request: { query: MarkRefundNotOwedDocument, variables: { refundId: OTHER_ID } },
        result: { data: { markRefundNotOwed: settled({ id: OTHER_ID, status: 'NOT_OWED', network: 'MTN' }) } },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Refunds to pay' });
    await user.click(within(rowOf(table, 'AYS-Q2W3E4R5')).getByRole('button', { name: 'Not owed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund not owed?' });
    expect(dialog).toHaveTextContent('Mark the K1,250 refund to Natasha Phiri (booking AYS-Q2W3E4R5) as not owed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark not owed' }));
    expect(await screen.findByText('Refund of K1,250 to Natasha Phiri marked not owed.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'AYS-Q2W3E4R5' })).not.toBeInTheDocument());
    expect(rowOf(table, 'AYS-7K3F9QXM')).toBeInTheDocument();
  });

  it('shows a refused not-owed in the dialog', async () => {
    const conflict = { errors: [{ message: REFUND_SETTLED, extensions: { code: 'CONFLICT', fields: {} } }] };
    const user = renderRefunds([
      refundsMock([toPay()]),
      { request: { query: MarkRefundNotOwedDocument, variables: { refundId: REFUND_ID } }, result: conflict },
      refundsMock([]),
    ]);
    const table = await screen.findByRole('table', { name: 'Refunds to pay' });
    await user.click(within(table).getByRole('button', { name: 'Not owed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund not owed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark not owed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUND_SETTLED);
    expect(await screen.findByText('No refunds to pay.')).toBeInTheDocument();
    // Going back without settling anything, focus returns to where it was while the button is still there.
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Refunds to pay' })).toHaveFocus());
  });
});

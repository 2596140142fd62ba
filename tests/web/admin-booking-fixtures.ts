// Bookings as the admin booking lists ask for them, and the page queries' answers, for the web tests.
import { AdminBookingsPageDocument, AdminRequestsPageDocument } from '../../web/src/gql/graphql';
import { actionsFor, tabFor } from './viewer-actions';

export const BOOKING_ID = 'Qm9va2luZzox';
export const REQUEST_ID = 'UmVzY2hlZHVsZVJlcXVlc3Q6MQ';

const STATUS_LABELS: Record<string, string> = {
  UNCONFIRMED: 'Unconfirmed',
  VERIFYING_PAYMENT: 'Verifying, contact us for fast response',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** A proof of payment as the rows and the confirm dialog show it. */
export function proof(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BookingPayment',
    id: 'Qm9va2luZ1BheW1lbnQ6MQ',
    paymentType: 'DEPOSIT',
    paymentMethod: 'AIRTEL_MONEY',
    transactionNumber: 'MP2605.1234.A56789',
    hasReceipt: false,
    senderName: 'Bwalya Mwansa',
    amount: '100.00',
    createdAt: '2026-05-10T07:00:00.000Z',
    ...overrides,
  };
}

/** A booking with every field the admin booking rows ask for; a request with a deposit proof by default. */
export function adminBooking(overrides: Record<string, unknown> = {}) {
  const status = (overrides.status as string | undefined) ?? 'VERIFYING_PAYMENT';
  return {
    __typename: 'Booking',
    id: BOOKING_ID,
    reference: 'AYS-7K3F9QXM',
    packageName: 'Basic',
    date: '2026-05-20',
    time: '09:30',
    createdAt: '2026-05-10T06:00:00.000Z',
    status,
    statusLabel: STATUS_LABELS[status],
    tab: tabFor(status),
    allowedActions: actionsFor(status, 'admin'),
    unreadMessages: 0,
    providerType: 'External',
    platformFee: '60.00',
    providerReceives: '340.00',
    depositAmount: '100.00',
    depositSource: 'external_provider',
    customerNote: 'Gate code 1234',
    promoCode: 'BWALYA10',
    discountAmount: '40.00',
    service: { __typename: 'Service', id: 'U2VydmljZTox', serviceName: 'Home Deep Cleaning' },
    customer: {
      __typename: 'User',
      id: 'VXNlcjox',
      name: 'Bwalya Mwansa',
      phone: '0977123456',
      area: { __typename: 'Area', id: 'QXJlYTox', name: 'Kabulonga' },
    },
    payments: [proof()],
    rescheduleRequests: [],
    isConfirmed: status === 'CONFIRMED' || status === 'COMPLETED',
    confirmedAt: null,
    completedAt: null,
    cancelReason: null,
    cancelledAt: null,
    cancelledBy: null,
    ...overrides,
  };
}

export const pendingRequest = {
  __typename: 'RescheduleRequest',
  id: REQUEST_ID,
  suggestedDate: '2026-05-22',
  suggestedTimes: ['14:00'],
  reason: 'Travelling that day',
  isCustomerRequest: true,
  outcome: 'PENDING',
  createdAt: '2026-05-10T08:00:00.000Z',
  isAccepted: false,
  answeredAt: null,
};

export function connection(bookings: object[], next: string | null = null) {
  return {
    __typename: 'BookingConnection',
    edges: bookings.map((node) => ({ __typename: 'BookingEdge', node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
    totalCount: bookings.length,
  };
}

export function bookingsPageMock(tab: string, bookings: object[], variables: Record<string, unknown> = {}) {
  return {
    request: {
      query: AdminBookingsPageDocument,
      variables: { tab, providerId: null, filter: 'ALL', orderBy: 'NEWEST_FIRST', ...variables },
    },
    result: { data: { adminBookings: connection(bookings) } },
  };
}

export function requestsPageMock(bookings: object[], variables: Record<string, unknown> = {}) {
  return {
    request: { query: AdminRequestsPageDocument, variables: { filter: 'ALL', orderBy: 'NEWEST_FIRST', ...variables } },
    result: { data: { adminBookings: connection(bookings) } },
  };
}

const payment = (id: string, proofUrl: string, paymentType = 'DEPOSIT') => ({
  ...proof({ id, paymentType, transactionNumber: `MP2605.${id}`, amount: paymentType === 'DEPOSIT' ? '100.00' : '260.00' }),
  proofUrl,
  proofErasedAt: null,
  status: 'Team Verifying Payment',
});

/** The booking as /admin/requests/{id} asks for it: a row's fields and the page's own. */
export function detailBooking(overrides: Record<string, unknown> = {}) {
  return {
    ...adminBooking(overrides.status ? { status: overrides.status } : {}),
    paymentLabel: 'Deposit sent, to verify',
    listPrice: '400.00',
    customerPrice: '400.00',
    fullPaymentAmount: '360.00',
    bookingChannel: 'web',
    seriesIndex: null,
    series: null,
    paymentMethod: null,
    amountPaid: null,
    balanceDue: null,
    createdAt: '2026-05-09T10:00:00.000Z',
    service: {
      __typename: 'Service',
      id: 'U2VydmljZTox',
      serviceName: 'Home Deep Cleaning',
      providerName: 'Mutale Phiri',
      businessName: 'Sparkle Cleaners',
      category: { __typename: 'Category', id: 'Q2F0ZWdvcnk6MQ', name: 'Cleaning' },
    },
    package: { __typename: 'Package', id: 'UGFja2FnZTox', description: 'Two rooms and a kitchen' },
    customer: {
      __typename: 'User',
      id: 'VXNlcjox',
      name: 'Bwalya Mwansa',
      email: 'bwalya@example.zm',
      phone: '0977123456',
      area: { __typename: 'Area', id: 'QXJlYTox', name: 'Kabulonga' },
      city: { __typename: 'City', id: 'Q2l0eTox', name: 'Lusaka' },
    },
    payments: [
      payment('1', '/files/bookings/b1/payment-proof/receipt.webp'),
      payment('2', '/files/bookings/b1/payment-proof/statement.pdf', 'BALANCE'),
    ],
    rescheduleRequests: [pendingRequest],
    mobileMoneyPayments: [],
    refunds: [],
    review: null,
    version: 3,
    assignedTeamMember: null,
    actionLog: [
      {
        __typename: 'BookingLogEntry',
        id: 'a1',
        title: 'Booked',
        actorRole: 'customer',
        fromStatusLabel: null,
        toStatusLabel: 'Unconfirmed',
        note: null,
        createdAt: '2026-05-09T10:00:00.000Z',
      },
      {
        __typename: 'BookingLogEntry',
        id: 'a2',
        title: 'Proof of payment sent',
        actorRole: 'customer',
        fromStatusLabel: 'Unconfirmed',
        toStatusLabel: 'Verifying, contact us for fast response',
        note: 'deposit via AIRTEL_MONEY, transaction MP2605.1',
        createdAt: '2026-05-10T07:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

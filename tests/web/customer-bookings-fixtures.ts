import { RequestsPageDocument } from '../../web/src/gql/graphql';
import { actionsFor, tabFor } from './viewer-actions';

/** A booking as the API returns it to its customer, with every field the customer screens ask for. */
export function booking(overrides: Record<string, unknown> = {}) {
  const status = (overrides.status as string | undefined) ?? 'VERIFYING_PAYMENT';
  return {
    __typename: 'Booking',
    id: 'Qm9va2luZzox',
    reference: 'AYS-7K3F9QXM',
    packageName: 'Basic',
    date: '2026-05-20',
    time: '09:30',
    createdAt: '2026-05-14T08:00:00.000Z',
    customerNote: 'Gate code 1234',
    status,
    statusLabel: 'Verifying, contact us for fast response',
    tab: tabFor(status),
    allowedActions: actionsFor(status, 'customer'),
    unreadMessages: 0,
    discountAmount: '45.00',
    fullPaymentAmount: '405.00',
    depositAmount: '100.00',
    promoCode: 'BWALYA10',
    paymentMethod: null,
    amountPaid: null,
    balanceDue: null,
    cancelReason: null,
    cancelledAt: null,
    completedAt: null,
    service: {
      __typename: 'Service',
      id: 'U2VydmljZTox',
      serviceName: 'Home Deep Cleaning',
      image: null,
      category: { __typename: 'Category', id: 'Q2F0OjE', name: 'Cleaning' },
    },
    payments: [
      {
        __typename: 'BookingPayment',
        id: 'UGF5OjE',
        paymentType: 'DEPOSIT',
        paymentMethod: 'AIRTEL_MONEY',
        senderName: 'Natasha Phiri',
        transactionNumber: 'MP240512.1530.A12345',
        hasReceipt: false,
        amount: '100.00',
        proofUrl: '/files/bookings/1/payment-proof/proof.webp',
        proofErasedAt: null,
        status: 'Team Verifying Payment',
        createdAt: '2026-05-14T08:30:00.000Z',
      },
    ],
    rescheduleRequests: [
      {
        __typename: 'RescheduleRequest',
        id: 'UmVzOjE',
        suggestedDate: '2026-05-22',
        suggestedTimes: ['10:00'],
        reason: 'Visiting family',
        outcome: 'PENDING',
        createdAt: '2026-05-14T09:00:00.000Z',
        answeredAt: null,
      },
    ],
    review: null,
    assignedTeamMember: null,
    mobileMoneyPayments: [],
    refunds: [],
    seriesIndex: null,
    series: null,
    ...overrides,
  };
}

/** A request nobody has paid for yet: no proof, no reschedule request. */
export const unpaidBooking = () => booking({ status: 'UNCONFIRMED', statusLabel: 'Unconfirmed', payments: [], rescheduleRequests: [] });

export const REQUEST_POLICY = 'Money sent for a request that is not confirmed yet is refunded in full within 7 days.';
export const BOOKING_POLICY = 'Cancel more than 24 hours before the visit and your deposit is refunded; later it is kept.';

/** Platform settings as signed-in customers read them (payment instructions, contact numbers, policy). */
export const settings = {
  __typename: 'PlatformSettings',
  airtelMoneyNumber: '0977 000 111',
  airtelMoneyName: 'AYS Services Ltd',
  momoNumber: '0966 000 222',
  momoName: 'AYS Services Ltd',
  bankName: 'Zanaco',
  bankBranch: 'Cairo Road, Lusaka',
  bankAccountName: 'AYS Services Ltd',
  bankAccountNumber: '0123456789012',
  contactPhone: '+260211000333',
  whatsappNumber: '+260977000444',
  requestCancellationPolicy: REQUEST_POLICY,
  bookingCancellationPolicy: BOOKING_POLICY,
};

export function connection(nodes: object[]) {
  return {
    __typename: 'BookingConnection',
    edges: nodes.map((node, index) => ({ __typename: 'BookingEdge', node, cursor: String(index) })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    totalCount: nodes.length,
  };
}

/** /requests' answer; `networks`: the mobile money networks the deployment takes (none: proof only). */
export function requestsMock(nodes: object[], platform: object = settings, networks: string[] = []) {
  return {
    request: { query: RequestsPageDocument, variables: () => true },
    result: {
      data: {
        me: { __typename: 'User', id: 'VXNlcjox', name: 'Natasha Phiri', phone: '+260961234567' },
        mobileMoneyNetworks: networks,
        paymentInstructions: platform,
        myRequests: connection(nodes),
      },
    },
  };
}

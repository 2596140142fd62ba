import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { SidebarLayout } from '../../web/src/components/SidebarLayout';
import { IconCalendarCheck, IconLayoutDashboard } from '@tabler/icons-react';
import { ProviderBookingCard, ProviderBookingCard_booking } from '../../web/src/features/provider/bookings/ProviderBookingCard';
import { getFragmentData, makeFragmentData } from '../../web/src/gql';
import { SessionDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const booking = makeFragmentData(
  {
    id: 'Qm9va2luZzox',
    reference: 'AYS-1001',
    packageName: 'Basic',
    date: '2026-12-01',
    time: '09:00',
    customerNote: null,
    status: 'CONFIRMED',
    statusLabel: 'Confirmed',
    allowedActions: ['ANSWER_RESCHEDULE'],
    unreadMessages: 0,
    paymentLabel: 'Deposit paid',
    fullPaymentAmount: '300.00',
    depositAmount: '100.00',
    platformFee: '45.00',
    providerReceives: '255.00',
    service: { id: 'U2VydmljZTox', serviceName: 'Sparkle Home Cleaning' },
    customer: {
      id: 'VXNlcjox',
      name: 'Mary Banda',
      phone: '+260977123456',
      city: { id: 'Q2l0eTox', name: 'Lusaka' },
      area: { id: 'QXJlYTox', name: 'Kabulonga' },
    },
    rescheduleRequests: [],
  },
  ProviderBookingCard_booking,
);

describe("a provider's booking card", () => {
  it("offers the customer's number as tap-to-call and WhatsApp links, the number on one line", () => {
    renderPage(<ProviderBookingCard booking={booking} />, { path: '/', url: '/' });
    const call = screen.getByRole('link', { name: 'Call Mary Banda on +260 977 123 456' });
    expect(call).toHaveAttribute('href', 'tel:+260977123456');
    expect(within(call).getByText('+260 977 123 456')).toHaveClass(/phone/);
    expect(screen.getByRole('link', { name: 'WhatsApp Mary Banda' })).toHaveAttribute('href', 'https://wa.me/260977123456');
  });

  it('shows the payment as the server words it: a full payment nobody has checked is "to verify", not "Paid in full"', () => {
    // The flags say a full payment was sent; only the server knows whether anyone checked it (issue 31).
    const sent = makeFragmentData(
      {
        ...getFragmentData(ProviderBookingCard_booking, booking),
        isDepositPaid: true,
        isFullPaymentPaid: true,
        paymentLabel: 'Full payment sent, to verify',
      } as never,
      ProviderBookingCard_booking,
    );
    renderPage(<ProviderBookingCard booking={sent} />, { path: '/', url: '/' });
    expect(screen.getByText('Full payment sent, to verify')).toBeInTheDocument();
    expect(screen.queryByText('Paid in full')).not.toBeInTheDocument();
  });

  it("offers the answer to the customer's reschedule request only while its allowedActions name it", () => {
    const pending = {
      id: 'UmVzOjE',
      suggestedDate: '2026-12-03',
      suggestedTimes: ['10:00'],
      reason: null,
      isCustomerRequest: true,
      outcome: 'PENDING',
    };
    const asked = (allowedActions: string[]) =>
      makeFragmentData(
        { ...getFragmentData(ProviderBookingCard_booking, booking), allowedActions, rescheduleRequests: [pending] } as never,
        ProviderBookingCard_booking,
      );
    const { unmount } = renderPage(<ProviderBookingCard booking={asked(['ANSWER_RESCHEDULE'])} />, { path: '/', url: '/' });
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    unmount();
    renderPage(<ProviderBookingCard booking={asked([])} />, { path: '/', url: '/' });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByText('The customer asks to reschedule')).not.toBeInTheDocument();
  });
});

const LINKS = [
  { label: 'Dashboard', to: '/provider/overview', icon: IconLayoutDashboard },
  { label: 'Bookings', to: '/provider/bookings', icon: IconCalendarCheck },
];

const SESSION = {
  request: { query: SessionDocument },
  result: { data: { me: { __typename: 'User', id: 'VXNlcjoy', email: 'provider@demo.zm', name: 'Chanda Mwale', role: 'PROVIDER' } } },
};

function renderArea(url: string, bottomNav: boolean) {
  return renderPage(
    <Routes>
      <Route element={<SidebarLayout title="Provider" homePath="/provider" links={LINKS} bottomNav={bottomNav} />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { path: '/provider/*', url, mocks: [SESSION] },
  );
}

describe('the provider bottom navigation', () => {
  it('names its landmark and marks the current section', () => {
    renderArea('/provider/bookings', true);
    const nav = screen.getByRole('navigation', { name: 'Provider sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/provider/overview'],
      ['Bookings', '/provider/bookings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('is not drawn for an area that does not ask for it (admin)', () => {
    renderArea('/provider/bookings', false);
    expect(screen.queryByRole('navigation', { name: 'Provider sections' })).not.toBeInTheDocument();
  });
});

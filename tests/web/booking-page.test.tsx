import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookingPage } from '../../web/src/features/customer';
import { BookingFreeTimesDocument, BookingPageDocument, BookingQuoteDocument, SessionDocument } from '../../web/src/gql/graphql';
import { freeTimesResult, TODAY } from './free-times-fixtures';
import { renderPage } from './render';

const ID = 'U2VydmljZTox';

const serviceMock = {
  request: { query: BookingPageDocument, variables: { id: ID } },
  result: {
    data: {
      service: {
        __typename: 'Service',
        id: ID,
        serviceName: 'Home Deep Cleaning',
        image: null,
        category: { __typename: 'Category', id: 'Q2F0OjE', name: 'Cleaning' },
        packages: [
          {
            __typename: 'Package',
            id: 'UGFjazox',
            name: 'Basic',
            description: 'Two rooms',
            customerPrice: '450.00',
            depositType: 'AMOUNT',
            depositValue: '100.00',
          },
        ],
      },
    },
  },
};

function sessionMock(me: object | null) {
  return { request: { query: SessionDocument }, result: { data: { me } } };
}

const customer = { __typename: 'User', id: 'VXNlcjox', email: 'customer@demo.zm', name: 'Natasha Phiri', role: 'CUSTOMER' };

/** The signed-in form asks for its price breakdown. */
const quoteMock = {
  request: { query: BookingQuoteDocument, variables: { serviceId: ID, packageName: 'Basic', promoCode: null } },
  result: {
    data: {
      bookingQuote: {
        __typename: 'BookingQuote',
        customerPrice: '450.00',
        discountAmount: '0.00',
        fullPaymentAmount: '450.00',
        depositAmount: '100.00',
        balanceAfterDeposit: '350.00',
        promo: null,
      },
    },
  },
};

/** And the free times of the package. */
const freeTimesMock = {
  request: { query: BookingFreeTimesDocument, variables: { serviceId: ID, packageName: 'Basic', from: null, days: 7 } },
  result: { data: { freeTimes: freeTimesResult(TODAY, [['09:00']]) } },
};

function renderBooking(packageName: string, me: object | null) {
  renderPage(<BookingPage />, {
    path: '/services/:serviceId/book/:packageName',
    url: `/services/${ID}/book/${packageName}`,
    mocks: [serviceMock, sessionMock(me), quoteMock, freeTimesMock],
  });
  return userEvent.setup();
}

describe('booking page', () => {
  it('asks a visitor to log in, coming back to the booking afterwards', async () => {
    const user = renderBooking('Basic', null);
    expect(await screen.findByText('You need an account to book')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/login?redirect=${encodeURIComponent(`/services/${ID}/book/Basic`)}`);
  });

  it('offers a visitor to sign up instead', async () => {
    const user = renderBooking('Basic', null);
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/signup?redirect=${encodeURIComponent(`/services/${ID}/book/Basic`)}`);
  });

  it('shows a signed-in customer what they are booking', async () => {
    renderBooking('Basic', customer);
    expect(await screen.findByText('Basic package')).toBeInTheDocument();
    // The summary shows the package's price and deposit; the server's quote, when it arrives, repeats them.
    expect((await screen.findAllByText('K450')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Deposit K100')).length).toBeGreaterThan(0);
    expect(screen.queryByText('You need an account to book')).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '09:00' })).toBeInTheDocument();
  });

  it("says 'Package not found' for a package the service does not have", async () => {
    renderBooking('Platinum', customer);
    expect(await screen.findByText('Package not found')).toBeInTheDocument();
  });
});

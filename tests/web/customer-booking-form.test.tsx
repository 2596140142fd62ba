import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingPage } from '../../web/src/features/customer';
import {
  BookingPageDocument,
  BookingQuoteDocument,
  CreateBookingDocument,
  PromoCodeCheckDocument,
  SessionDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const SERVICE_ID = 'U2VydmljZTox';

const pageMock = {
  request: { query: BookingPageDocument, variables: { id: SERVICE_ID } },
  result: {
    data: {
      service: {
        __typename: 'Service',
        id: SERVICE_ID,
        serviceName: 'Home Deep Cleaning',
        image: null,
        category: { __typename: 'Category', id: 'Q2F0OjE', name: 'Cleaning' },
        packages: [
          {
            __typename: 'Package',
            id: 'UGFjazox',
            name: 'Basic',
            description: 'Up to 2 bedrooms',
            customerPrice: '450.00',
            depositType: 'AMOUNT',
            depositValue: '100.00',
          },
        ],
      },
    },
  },
};

const sessionMock = {
  request: { query: SessionDocument },
  result: {
    data: { me: { __typename: 'User', id: 'VXNlcjox', email: 'customer@demo.zm', name: 'Natasha Phiri', role: 'CUSTOMER' } },
  },
};

function quoteMock(promoCode: string | null, discount: number) {
  const discounted = discount > 0;
  return {
    request: { query: BookingQuoteDocument, variables: { serviceId: SERVICE_ID, packageName: 'Basic', promoCode } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        bookingQuote: {
          __typename: 'BookingQuote',
          customerPrice: '450.00',
          discountAmount: discounted ? '45.00' : '0.00',
          fullPaymentAmount: discounted ? '405.00' : '450.00',
          depositAmount: '100.00',
          balanceAfterDeposit: discounted ? '305.00' : '350.00',
          promo: promoCode
            ? { __typename: 'PromoCodeCheck', isValid: discounted, discount }
            : null,
        },
      },
    },
  };
}

function promoMock(codeName: string, check: { isValid: boolean; discount: number; message: string | null }) {
  return {
    request: { query: PromoCodeCheckDocument, variables: { serviceId: SERVICE_ID, codeName } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { validatePromoCode: { __typename: 'PromoCodeCheck', ...check } } },
  };
}

const NOT_VALID = 'This promo code is not valid for this service.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A createBooking mock that records the key it was sent; the first fails like a dropped connection. */
function createMocks(keys: string[]): MockLink.MockedResponse[] {
  const recording = (variables: { input: { idempotencyKey: string } }) => {
    keys.push(variables.input.idempotencyKey);
    return true;
  };
  return [
    { request: { query: CreateBookingDocument, variables: recording }, error: new Error('Failed to fetch') },
    {
      request: { query: CreateBookingDocument, variables: recording },
      result: { data: { createBooking: { __typename: 'Booking', id: 'Qm9va2luZzox', reference: 'AYS-7K3F9QXM', status: 'UNCONFIRMED' } } },
    },
  ];
}

function renderForm(extraMocks: MockLink.MockedResponse[] = []) {
  renderPage(<BookingPage />, {
    path: '/services/:serviceId/book/:packageName',
    url: `/services/${SERVICE_ID}/book/Basic`,
    mocks: [
      pageMock,
      sessionMock,
      quoteMock(null, 0),
      quoteMock('WRONG1', 0),
      quoteMock('BWALYA10', 10),
      promoMock('WRONG1', { isValid: false, discount: 0, message: NOT_VALID }),
      promoMock('BWALYA10', { isValid: true, discount: 10, message: null }),
      ...extraMocks,
    ],
  });
  return userEvent.setup();
}

/** The breakdown as one line per row: "Deposit due now K100". */
async function breakdownLines() {
  const list = await screen.findByRole('list', { name: 'Price breakdown' });
  return Array.from(list.querySelectorAll('[role="listitem"]')).map((item) => item.textContent);
}

// Today in Lusaka: always a bookable day.
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka' }).format(new Date());

async function chooseDateAndTime() {
  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: TODAY } });
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:30' } });
}

describe('customer booking form', () => {
  it('shows the price breakdown: price, full payment, deposit due now and the balance after it', async () => {
    renderForm();
    expect(await breakdownLines()).toEqual([
      'Package priceK450',
      'Full paymentK450',
      'Deposit due nowK100',
      'Balance after depositK350',
    ]);
    expect(
      screen.getByLabelText(
        'I agree to pay the deposit of K100 to secure this booking, and the balance of K350 when the service is delivered.',
      ),
    ).not.toBeChecked();
  });

  it("says why a promo code cannot be used, and shows a valid code's discount in the breakdown", async () => {
    const user = renderForm();
    const promo = await screen.findByLabelText('Promo code');

    await user.type(promo, 'WRONG1');
    expect(await screen.findByText(NOT_VALID, {})).toBeInTheDocument();
    expect(promo).toHaveAttribute('aria-invalid', 'true');

    await user.clear(promo);
    await user.type(promo, 'BWALYA10');
    expect(await screen.findByText('BWALYA10: 10% off', {})).toBeInTheDocument();
    expect(screen.queryByText(NOT_VALID)).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(await breakdownLines()).toEqual([
        'Package priceK450',
        'Promo discount (BWALYA10, 10% off)-K45',
        'Full paymentK405',
        'Deposit due nowK100',
        'Balance after depositK305',
      ]),
    );
  });

  it('does not send the booking until the deposit agreement is ticked, then books and opens /requests', async () => {
    const sent = vi.fn();
    const createMock = {
      request: {
        query: CreateBookingDocument,
        variables: (variables: Record<string, unknown>) => {
          sent(variables);
          return true;
        },
      },
      result: {
        data: { createBooking: { __typename: 'Booking', id: 'Qm9va2luZzox', reference: 'AYS-7K3F9QXM', status: 'UNCONFIRMED' } },
      },
    };
    const user = renderForm([createMock]);
    await chooseDateAndTime();

    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    await user.click(book);
    fireEvent.submit(screen.getByRole('form', { name: 'Booking form' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    expect(book).toBeEnabled();
    await user.click(book);

    expect(await screen.findByTestId('location')).toHaveTextContent('/requests');
    expect(sent).toHaveBeenCalledWith({
      input: {
        serviceId: SERVICE_ID,
        packageName: 'Basic',
        date: TODAY,
        time: '09:30',
        depositAgreementAccepted: true,
        idempotencyKey: expect.stringMatching(UUID),
      },
    });
    expect(await screen.findByText(/Booking requested!/)).toBeInTheDocument();
  });

  it('brings the first invalid field into view and focuses it when Book is pressed (a phone shows the button, not the field)', async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    try {
      const user = renderForm();
      await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
      await user.click(screen.getByRole('button', { name: 'Book' }));

      const date = screen.getByLabelText('Date');
      await waitFor(() => expect(date).toHaveFocus());
      expect(scrolled.mock.contexts.at(-1)).toBe(date);
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
      expect(date).toHaveAccessibleDescription(expect.stringContaining('Choose a date.'));
      expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(expect.stringContaining('Choose a time.'));

      // With the date chosen, the time is the first field left to fix.
      fireEvent.change(date, { target: { value: TODAY } });
      await user.click(screen.getByRole('button', { name: 'Book' }));
      const time = screen.getByLabelText('Time');
      await waitFor(() => expect(time).toHaveFocus());
      expect(scrolled.mock.contexts.at(-1)).toBe(time);
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    } finally {
      scrolled.mockRestore();
    }
  });

  it('focuses the field the server refused, too', async () => {
    const createMock = {
      request: { query: CreateBookingDocument, variables: () => true },
      result: {
        errors: [{ message: 'Choose a date from today on.', extensions: { code: 'BAD_USER_INPUT', fields: { date: 'Choose a date from today on.' } } }],
      },
    };
    const user = renderForm([createMock]);
    await chooseDateAndTime();
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveFocus());
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(expect.stringContaining('Choose a date from today on.'));
  });

  it('shows the server’s field messages beside the fields', async () => {
    const createMock = {
      request: { query: CreateBookingDocument, variables: () => true },
      result: {
        errors: [
          {
            message: 'This promo code has been used up.',
            extensions: { code: 'BAD_USER_INPUT', fields: { promoCode: 'This promo code has been used up.' } },
          },
        ],
      },
    };
    const user = renderForm([createMock]);
    await chooseDateAndTime();
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('This promo code has been used up.')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends the same idempotency key when the same booking is sent again after a failure', async () => {
    const keys: string[] = [];
    const user = renderForm(createMocks(keys));
    await chooseDateAndTime();
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    // The form is ready again once the failure has come back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/requests');
    expect(keys).toEqual([expect.stringMatching(UUID), keys[0]]);
  });

  it('sends a new idempotency key once the customer changes the booking', async () => {
    const keys: string[] = [];
    const user = renderForm(createMocks(keys));
    await chooseDateAndTime();
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '10:00' } });
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/requests');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BookingPage } from '../../web/src/features/customer';
import {
  BookingFreeTimesDocument,
  BookingPageDocument,
  BookingQuoteDocument,
  BookAgainDocument,
  CreateBookingDocument,
  CreateBookingSeriesDocument,
  PromoCodeCheckDocument,
  SeriesFreeTimesDocument,
  SessionDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';
import { MAX_NOTE_LENGTH } from '@server/modules/bookings/booking-form-rules';
import { MAX_CODE_NAME_LENGTH } from '@server/modules/promotions/promo-code-rules';
import { CLOSED, dayName, freeTimesResult, TODAY, waitForChosenDay, WEEK, weekFrom } from './free-times-fixtures';
import { addDays, formatDay, formatShortDay } from '../../web/src/lib/dates';

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
          {
            __typename: 'Package',
            id: 'UGFjazoy',
            name: 'Standard',
            description: 'Up to 4 bedrooms, a whole day',
            customerPrice: '750.00',
            depositType: 'AMOUNT',
            depositValue: '150.00',
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
          promo: promoCode ? { __typename: 'PromoCodeCheck', isValid: discounted, discount } : null,
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

/** The free times of the Basic package from `from` (null: today), answered `maxUsageCount` times; "Book again" asks with its booking. */
function freeTimesMock(
  from: string | null,
  result: ReturnType<typeof freeTimesResult>,
  maxUsageCount = Number.POSITIVE_INFINITY,
  packageName = 'Basic',
  bookAgainId?: string,
) {
  return {
    request: {
      query: BookingFreeTimesDocument,
      variables: { serviceId: SERVICE_ID, packageName, from, days: 7, ...(bookAgainId && { bookAgainId }) },
    },
    maxUsageCount,
    result: { data: { freeTimes: result } },
  };
}

/** This week: three times today, nothing tomorrow, two the day after, one each day after that. */
const THIS_WEEK = freeTimesResult(TODAY, [['09:00', '09:30', '10:00'], [], ['08:00', '14:30'], ['08:00'], ['08:00'], ['08:00'], ['08:00']]);

function renderForm(
  extraMocks: MockLink.MockedResponse[] = [],
  freeTimes: MockLink.MockedResponse[] = [freeTimesMock(null, THIS_WEEK)],
  search = '',
) {
  renderPage(<BookingPage />, {
    path: '/services/:serviceId/book/:packageName',
    url: `/services/${SERVICE_ID}/book/Basic${search}`,
    mocks: [
      pageMock,
      sessionMock,
      ...freeTimes,
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

/** Today is chosen for the customer (the first day with a free time); a tap on 09:30 chooses the time. */
async function chooseDateAndTime(user: ReturnType<typeof userEvent.setup>) {
  // The picker chooses the first free day once the free times arrive: waited for, as the customer sees it.
  await waitForChosenDay(TODAY);
  await user.click(await screen.findByRole('radio', { name: '09:30' }));
}

function timeGroup() {
  return screen.getByRole('radiogroup', { name: 'Time' });
}

describe('customer booking form', () => {
  it('shows the price breakdown: price, full payment, deposit due now and the balance after it', async () => {
    renderForm();
    expect(await breakdownLines()).toEqual(['Package priceK450', 'Full paymentK450', 'Deposit due nowK100', 'Balance after depositK350']);
    expect(
      screen.getByLabelText(
        'I agree to pay the deposit of K100 to secure this booking, and the balance of K350 when the service is delivered.',
      ),
    ).not.toBeChecked();
  });

  it('lets the note and the promo code run as long as the server takes them, from its own rules', async () => {
    renderForm();
    expect(await screen.findByRole('textbox', { name: /Note/ })).toHaveAttribute('maxlength', String(MAX_NOTE_LENGTH));
    expect(screen.getByRole('textbox', { name: /Promo code/ })).toHaveAttribute('maxlength', String(MAX_CODE_NAME_LENGTH));
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
    await chooseDateAndTime(user);

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

  it('brings the time into view and focuses it when Book is pressed without one (a phone shows the button, not the picker)', async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    try {
      const user = renderForm();
      await waitForChosenDay(TODAY);
      await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
      await user.click(screen.getByRole('button', { name: 'Book' }));

      const time = timeGroup();
      await waitFor(() => expect(time).toHaveFocus());
      expect(scrolled.mock.contexts.at(-1)).toBe(time);
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
      expect(time).toHaveAccessibleDescription(expect.stringContaining('Choose a time.'));
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();

      // Choosing a time takes the message away.
      await user.click(screen.getByRole('radio', { name: '10:00' }));
      expect(screen.queryByText('Choose a time.')).not.toBeInTheDocument();
    } finally {
      scrolled.mockRestore();
    }
  });

  it('focuses the day when none can be chosen and Book is pressed', async () => {
    const user = renderForm([], [freeTimesMock(null, freeTimesResult(TODAY, []))]);
    await screen.findByText('Fully booked');
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const day = screen.getByRole('radiogroup', { name: 'Day' });
    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveAccessibleDescription('Choose a day.');
  });

  it('focuses the field the server refused, too', async () => {
    const createMock = {
      request: { query: CreateBookingDocument, variables: () => true },
      result: {
        errors: [
          {
            message: 'Choose a date from today on.',
            extensions: { code: 'BAD_USER_INPUT', fields: { date: 'Choose a date from today on.' } },
          },
        ],
      },
    };
    const user = renderForm([createMock]);
    await chooseDateAndTime(user);
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const day = screen.getByRole('radiogroup', { name: 'Day' });
    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveAccessibleDescription('Choose a date from today on.');
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
    await chooseDateAndTime(user);
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('This promo code has been used up.')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends the same idempotency key when the same booking is sent again after a failure', async () => {
    const keys: string[] = [];
    const user = renderForm(createMocks(keys));
    await chooseDateAndTime(user);
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
    await chooseDateAndTime(user);
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled());
    await user.click(await screen.findByRole('radio', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/requests');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

/** A createBooking mock that records what it was sent and answers `result`. */
function createMock(sent: Record<string, unknown>[], result: object) {
  return {
    request: {
      query: CreateBookingDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
}

const BOOKED = { data: { createBooking: { __typename: 'Booking', id: 'Qm9va2luZzox', reference: 'AYS-7K3F9QXM', status: 'UNCONFIRMED' } } };

describe('the free-time picker of the booking form', () => {
  it('shows the next 7 days as a Day radio group, and sends the day and time the customer picks', async () => {
    const sent: Record<string, unknown>[] = [];
    const user = renderForm([createMock(sent, BOOKED)]);
    const days = await screen.findByRole('radiogroup', { name: 'Day' });
    await within(days).findByRole('radio', { name: dayName(TODAY) });
    expect(
      within(days)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual([dayName(WEEK[0]), dayName(WEEK[1], false), ...WEEK.slice(2).map((day) => dayName(day))]);
    // The first day with a free time is chosen, with its times; no time is chosen for the customer.
    expect(
      within(timeGroup())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['09:00', '09:30', '10:00']);
    expect(within(timeGroup()).queryByRole('radio', { checked: true })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: dayName(WEEK[2]) }));
    expect(
      within(timeGroup())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['08:00', '14:30']);
    await user.click(screen.getByRole('radio', { name: '14:30' }));
    expect(screen.getByRole('radio', { name: '14:30' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/requests');
    expect(sent).toEqual([{ input: expect.objectContaining({ date: WEEK[2], time: '14:30' }) }]);
  });

  it('shows a day without a free time as Full, and it cannot be chosen', async () => {
    const user = renderForm();
    await waitForChosenDay(TODAY);
    const full = screen.getByRole('radio', { name: dayName(WEEK[1], false) });
    expect(full).toBeDisabled();
    expect(full.closest('label')).toHaveTextContent(/Full$/);
    await user.click(full);
    expect(full).not.toBeChecked();
    expect(screen.getByRole('radio', { name: dayName(TODAY) })).toBeChecked();
  });

  it('shows a day nobody works as Closed, not Full, as the server says, and it cannot be chosen', async () => {
    const user = renderForm([], [freeTimesMock(null, freeTimesResult(TODAY, [['09:00'], [], CLOSED]))]);
    const closed = await screen.findByRole('radio', { name: dayName(WEEK[2], CLOSED) });
    expect(closed).toBeDisabled();
    expect(closed.closest('label')).toHaveTextContent(/Closed$/);
    expect(screen.getByRole('radio', { name: dayName(WEEK[1], false) }).closest('label')).toHaveTextContent(/Full$/);
    await user.click(closed);
    expect(closed).not.toBeChecked();
  });

  it('chooses the day and time with the keyboard: arrows move within a group, Tab goes on to the next', async () => {
    const user = renderForm();
    await waitForChosenDay(TODAY);
    screen.getByRole('radio', { name: dayName(TODAY) }).focus();
    // The arrow skips the full day.
    await user.keyboard('{ArrowRight}');
    const third = screen.getByRole('radio', { name: dayName(WEEK[2]) });
    await waitFor(() => expect(third).toBeChecked());
    await user.tab();
    expect(screen.getByRole('radio', { name: '08:00' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '14:30' })).toBeChecked();
  });

  it('shows the next and previous 7 days', async () => {
    const nextWeek = weekFrom(WEEK[6]).slice(1);
    const user = renderForm(
      [],
      [freeTimesMock(null, THIS_WEEK), freeTimesMock(nextWeek[0], freeTimesResult(nextWeek[0], [[], ['11:00']]))],
    );
    await screen.findByRole('radio', { name: dayName(TODAY) });
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    // The first day with a free time there is chosen.
    await waitForChosenDay(nextWeek[1]);
    expect(
      within(timeGroup())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['11:00']);
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitForChosenDay(TODAY);
  });

  it('says "Closed on these days" rather than "Fully booked" when nobody works on any day shown, with the next free day', async () => {
    const nextFree = weekFrom(WEEK[6])[4];
    renderForm(
      [],
      [
        freeTimesMock(
          null,
          freeTimesResult(
            TODAY,
            Array.from({ length: 7 }, () => CLOSED),
            nextFree,
          ),
        ),
      ],
    );
    expect(await screen.findByText('Closed on these days')).toBeInTheDocument();
    expect(screen.queryByText('Fully booked')).not.toBeInTheDocument();
    expect(screen.getByText(`Nobody works from ${formatShortDay(TODAY)} to ${formatShortDay(WEEK[6])}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Next free day: ${dayName(nextFree)}` })).toBeInTheDocument();
  });

  it('says "Fully booked" when no day shown has a free time, and jumps to the next free day', async () => {
    // Ten days from today.
    const nextFree = weekFrom(WEEK[6])[4];
    const user = renderForm(
      [],
      [freeTimesMock(null, freeTimesResult(TODAY, [], nextFree)), freeTimesMock(nextFree, freeTimesResult(nextFree, [['13:00', '15:30']]))],
    );
    expect(await screen.findByText('Fully booked')).toBeInTheDocument();
    for (const day of WEEK) expect(screen.getByRole('radio', { name: dayName(day, false) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Next free day: ${dayName(nextFree)}` }));

    await waitForChosenDay(nextFree);
    await waitFor(() => expect(screen.getByRole('radio', { name: dayName(nextFree) })).toHaveFocus());
    expect(screen.queryByText('Fully booked')).not.toBeInTheDocument();
    expect(
      within(timeGroup())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['13:00', '15:30']);
  });

  it('reads the free times again for another package (its length differs), with nothing chosen', async () => {
    const standardQuote = {
      request: { query: BookingQuoteDocument, variables: { serviceId: SERVICE_ID, packageName: 'Standard', promoCode: null } },
      result: {
        data: {
          bookingQuote: {
            __typename: 'BookingQuote',
            customerPrice: '750.00',
            discountAmount: '0.00',
            fullPaymentAmount: '750.00',
            depositAmount: '150.00',
            balanceAfterDeposit: '600.00',
            promo: null,
          },
        },
      },
    };
    renderPage(
      <>
        <BookingPage />
        <Link to={`/services/${SERVICE_ID}/book/Standard`}>Standard instead</Link>
      </>,
      {
        path: '/services/:serviceId/book/:packageName',
        url: `/services/${SERVICE_ID}/book/Basic`,
        mocks: [
          pageMock,
          sessionMock,
          quoteMock(null, 0),
          standardQuote,
          freeTimesMock(null, THIS_WEEK),
          freeTimesMock(null, freeTimesResult(TODAY, [[], ['09:00']]), Number.POSITIVE_INFINITY, 'Standard'),
        ],
      },
    );
    const user = userEvent.setup();
    await chooseDateAndTime(user);
    await user.click(screen.getByRole('link', { name: 'Standard instead' }));

    await waitForChosenDay(WEEK[1]);
    expect(screen.getByRole('radio', { name: dayName(TODAY, false) })).toBeDisabled();
    expect(
      within(timeGroup())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['09:00']);
    expect(within(timeGroup()).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });

  it('says so plainly when the package has no free time at all', async () => {
    renderForm([], [freeTimesMock(null, freeTimesResult(TODAY, [], null))]);
    expect(await screen.findByText('Fully booked')).toBeInTheDocument();
    expect(screen.getByText('This package has no free times in the next 60 days. Please try another package.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next free day/ })).not.toBeInTheDocument();
  });

  it('when the time was just taken: says so at the picker, clears the time and shows the free times read again', async () => {
    const TAKEN = 'That time was just taken. Choose another time.';
    const sent: Record<string, unknown>[] = [];
    const refreshed = freeTimesResult(TODAY, [['09:00', '10:00'], [], ['08:00', '14:30']]);
    const user = renderForm(
      [createMock(sent, { errors: [{ message: TAKEN, extensions: { code: 'BAD_USER_INPUT', fields: { time: TAKEN } } }] })],
      [freeTimesMock(null, THIS_WEEK, 1), freeTimesMock(null, refreshed)],
    );
    await chooseDateAndTime(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const times = timeGroup();
    await waitFor(() => expect(times).toHaveFocus());
    expect(times).toHaveAccessibleDescription(expect.stringContaining(TAKEN));
    expect(screen.getAllByText(TAKEN)).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(times)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['09:00', '10:00']),
    );
    expect(within(times).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: dayName(TODAY) })).toBeChecked();
    expect(sent).toHaveLength(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

/** The series check of 4 weekly visits from today at 09:30: the third is taken, with 08:00 that day instead. */
function seriesCheckMock(visits = 4) {
  return {
    request: {
      query: SeriesFreeTimesDocument,
      variables: { serviceId: SERVICE_ID, packageName: 'Basic', firstDate: TODAY, time: '09:30', repeat: 'WEEKLY', visits },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        seriesFreeTimes: Array.from({ length: visits }, (_, i) => ({
          __typename: 'SeriesVisitTime',
          index: i + 1,
          date: addDays(TODAY, 7 * i),
          time: '09:30',
          free: i !== 2,
          alternative: i === 2 ? { __typename: 'SeriesSlot', date: addDays(TODAY, 14), time: '08:00' } : null,
        })),
      },
    },
  };
}

describe('repeating visits on the booking form', () => {
  it('offers "Does not repeat", every week, every 2 weeks and every month, and 2 to 52 visits', async () => {
    const user = renderForm();
    const repeat = await screen.findByRole('combobox', { name: 'Repeat' });
    expect(
      within(repeat)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Does not repeat', 'Every week', 'Every 2 weeks', 'Every month']);
    expect(screen.queryByRole('textbox', { name: /Number of visits/ })).not.toBeInTheDocument();
    await user.selectOptions(repeat, 'MONTHLY');
    const visits = screen.getByRole('textbox', { name: /Number of visits/ });
    expect(visits).toHaveValue('4');
    await user.clear(visits);
    await user.type(visits, '53');
    expect(await screen.findByText('Choose from 2 to 52 visits.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book visits' })).toBeDisabled();
  });

  it('lists the visit that is not free with its alternative, keeps "Book 4 visits" disabled until it is accepted, and books the series', async () => {
    const sent: Record<string, unknown>[] = [];
    const seriesMock = {
      request: {
        query: CreateBookingSeriesDocument,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return true;
        },
      },
      result: { data: { createBookingSeries: { __typename: 'BookingSeries', id: 'U2VyaWVzOjE', visitCount: 4 } } },
    };
    const user = renderForm([seriesCheckMock(), seriesMock]);
    await chooseDateAndTime(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeat' }), 'WEEKLY');
    const alternative = await screen.findByRole('checkbox', {
      name: `Visit 3: ${formatDay(addDays(TODAY, 14))} is not free. Come ${formatDay(addDays(TODAY, 14))} at 08:00 instead`,
    });
    await user.click(screen.getByRole('checkbox', { name: /I agree to pay the deposit of K100 to secure each visit/ }));
    const book = screen.getByRole('button', { name: 'Book 4 visits' });
    expect(book).toBeDisabled();
    await user.click(alternative);
    expect(book).toBeEnabled();
    await user.click(book);

    expect(await screen.findByTestId('location')).toHaveTextContent('/requests');
    expect(sent).toEqual([
      {
        input: {
          serviceId: SERVICE_ID,
          packageName: 'Basic',
          repeat: 'WEEKLY',
          visits: [
            { date: TODAY, time: '09:30' },
            { date: addDays(TODAY, 7), time: '09:30' },
            { date: addDays(TODAY, 14), time: '08:00' },
            { date: addDays(TODAY, 21), time: '09:30' },
          ],
          depositAgreementAccepted: true,
          idempotencyKey: expect.stringMatching(UUID),
        },
      },
    ]);
    expect(await screen.findByText(/4 visits requested!/)).toBeInTheDocument();
  });
});

describe('book again', () => {
  const AGAIN = 'Qm9va2luZzo5';
  const earlierMock = {
    request: { query: BookAgainDocument, variables: { id: AGAIN } },
    result: { data: { booking: { __typename: 'Booking', id: AGAIN, customerNote: 'Gate code 1234' } } },
  };
  /** The same professional is free at 09:30 today only; everyone at 09:00, 09:30 and 10:00. */
  const SAME_WEEK = freeTimesResult(TODAY, [['09:30']], null, 'SAME_PROFESSIONAL');

  it('fills in the earlier note, lists the same professional’s times first, and names the earlier booking', async () => {
    const sent: Record<string, unknown>[] = [];
    const user = renderForm(
      [earlierMock, createMock(sent, BOOKED)],
      [freeTimesMock(null, SAME_WEEK, Number.POSITIVE_INFINITY, 'Basic', AGAIN)],
      `?again=${AGAIN}`,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Gate code 1234'));
    expect(await screen.findByText(/Times with the same professional/)).toBeInTheDocument();
    expect(screen.getByText(/the visit goes to the same professional when they are free/)).toBeInTheDocument();
    await chooseDateAndTime(user);
    expect(within(timeGroup()).getAllByRole('radio')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: /I agree to pay the deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/requests');
    expect(sent[0]).toEqual({
      input: expect.objectContaining({ customerNote: 'Gate code 1234', bookAgainId: AGAIN, time: '09:30' }),
    });
  });

  it('shows every professional’s times on request, and the same professional’s again', async () => {
    const user = renderForm(
      [earlierMock],
      [freeTimesMock(null, SAME_WEEK, Number.POSITIVE_INFINITY, 'Basic', AGAIN), freeTimesMock(null, THIS_WEEK)],
      `?again=${AGAIN}`,
    );
    await waitForChosenDay(TODAY);
    expect(await screen.findByRole('radio', { name: '09:30' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '10:00' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show every professional’s times' }));
    expect(await screen.findByRole('radio', { name: '10:00' })).toBeInTheDocument();
    expect(screen.queryByText(/Times with the same professional/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the same professional’s times' }));
    expect(await screen.findByText(/Times with the same professional/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: '10:00' })).not.toBeInTheDocument());
  });

  it('says so when the professional no longer does the service, and shows everyone’s times', async () => {
    renderForm(
      [earlierMock],
      [
        freeTimesMock(
          null,
          freeTimesResult(TODAY, [['09:00', '10:00']], null, 'SAME_PROFESSIONAL_GONE'),
          Number.POSITIVE_INFINITY,
          'Basic',
          AGAIN,
        ),
      ],
      `?again=${AGAIN}`,
    );
    expect(await screen.findByText(/no longer does this service, so every professional’s times are shown/)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '10:00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show every professional/ })).not.toBeInTheDocument();
  });
});

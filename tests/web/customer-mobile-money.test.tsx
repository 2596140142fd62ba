import { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RequestsPage } from '../../web/src/features/customer';
import { MobileMoneyProgressDocument, PayByMobileMoneyDocument } from '../../web/src/gql/graphql';
import { requestsMock, settings, unpaidBooking } from './customer-bookings-fixtures';
import { renderPage } from './render';

// Issue 24: a request is paid from the phone; the dialog follows the payment as the network answers it.

const PAYMENT_ID = 'TW9iaWxlTW9uZXlQYXltZW50OjE';

function payment(status: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MobileMoneyPayment',
    id: PAYMENT_ID,
    network: 'MTN',
    phoneNumber: '260961234567',
    amount: '100.00',
    status,
    failureMessage: null,
    booking: {
      __typename: 'Booking',
      id: 'Qm9va2luZzox',
      reference: 'AYS-7K3F9QXM',
      status: status === 'SUCCESSFUL' ? 'CONFIRMED' : 'UNCONFIRMED',
    },
    ...overrides,
  };
}

const progress = (answer: object): MockLink.MockedResponse => ({
  request: { query: MobileMoneyProgressDocument, variables: { id: PAYMENT_ID } },
  result: { data: { node: answer } },
});

/** The network took the payment request (PENDING); `sent` collects the variables it was asked with. */
const pays = (sent: unknown[] = [], answer: object = payment('PENDING')): MockLink.MockedResponse => ({
  request: { query: PayByMobileMoneyDocument, variables: (variables) => (sent.push(variables), true) },
  result: { data: { payByMobileMoney: answer } },
});

/** The page with MTN and Airtel on offer; `bookingChanged` sends a live event about the request. */
function renderRequests(mocks: MockLink.MockedResponse[]) {
  const events = new Subject<object>();
  const live = new ApolloLink(
    () =>
      new Observable((observer) => {
        const subscription = events.subscribe((event) => observer.next({ data: { bookingChanged: event } }));
        return () => subscription.unsubscribe();
      }),
  );
  renderPage(<RequestsPage />, {
    path: '/requests',
    url: '/requests',
    mocks: [requestsMock([unpaidBooking()], settings, ['MTN', 'AIRTEL']), ...mocks],
    live,
  });
  const bookingChanged = () =>
    events.next({ __typename: 'BookingChange', kind: 'MOBILE_MONEY', booking: { __typename: 'Booking', id: 'Qm9va2luZzox' } });
  return { user: userEvent.setup(), bookingChanged };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string, dialog: string) {
  const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
  await user.click(within(card).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

describe('paying a request by mobile money', () => {
  it('offers each network the deployment takes beside the proof of payment', async () => {
    renderRequests([]);
    const panel = await screen.findByRole('region', { name: 'Next step: pay K100' });
    expect(within(panel).getByRole('button', { name: 'Pay K100 with MTN MoMo' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Pay K100 with Airtel Money' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: "I've paid – upload proof" })).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'Pay from your phone with MTN MoMo or Airtel Money: you approve the payment with your PIN and your booking is confirmed at once.',
    );
  });

  it("asks MTN for the deposit from the profile's number, then shows the PIN prompt and the payment received, live", async () => {
    const sent: unknown[] = [];
    const { user, bookingChanged } = renderRequests([pays(sent), progress(payment('PENDING')), progress(payment('SUCCESSFUL'))]);
    const dialog = await openDialog(user, 'Pay K100 with MTN MoMo', 'Pay with MTN MoMo');
    expect(within(dialog).getByRole('textbox', { name: 'MTN MoMo number' })).toHaveValue('+260961234567');
    expect(within(dialog).getByRole('radio', { name: 'The deposit, K100' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'The full amount, K405' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    expect(await within(dialog).findByRole('heading', { name: 'Check your phone and enter your PIN' })).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        'MTN MoMo is asking 096 123 4567 to pay K100. Approve it with your PIN; this page updates by itself.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ bookingId: 'Qm9va2luZzox', input: { network: 'MTN', paymentType: 'DEPOSIT', phoneNumber: '+260961234567' } }]);
    bookingChanged();
    expect(await within(dialog).findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(within(dialog).getByText(/K100 paid with MTN MoMo\. Your booking AYS-7K3F9QXM is confirmed\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/my-bookings');
  });

  it('wants a number of the chosen network, and asks nothing of the network until it has one', async () => {
    const sent: unknown[] = [];
    const { user } = renderRequests([pays(sent)]);
    const dialog = await openDialog(user, 'Pay K100 with Airtel Money', 'Pay with Airtel Money');
    const number = within(dialog).getByRole('textbox', { name: 'Airtel Money number' });
    expect(number).toHaveValue('');
    await user.type(number, '0961234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    expect(await within(dialog).findByText('Enter an Airtel number, like 097 123 4567.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('says why a payment failed, and lets the customer try again', async () => {
    const { user } = renderRequests([pays(), progress(payment('FAILED', { failureMessage: 'The payment was declined on the phone.' }))]);
    const dialog = await openDialog(user, 'Pay K100 with MTN MoMo', 'Pay with MTN MoMo');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go throughThe payment was declined on the phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByRole('button', { name: 'Send payment request' })).toBeInTheDocument();
  });

  it('hands a customer whose payment failed to the proof of payment form', async () => {
    const { user } = renderRequests([
      pays(),
      progress(payment('FAILED', { failureMessage: 'There was not enough money in the MTN MoMo wallet.' })),
    ]);
    const dialog = await openDialog(user, 'Pay K100 with MTN MoMo', 'Pay with MTN MoMo');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Upload proof instead' }));
    expect(await screen.findByRole('dialog', { name: 'Upload proof of payment' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pay with MTN MoMo' })).not.toBeInTheDocument();
  });

  it("shows the server's word when a request is already waiting on the phone", async () => {
    const waiting = 'A payment request is already waiting on your phone. Enter your PIN there, or wait until it ends to try again.';
    const { user } = renderRequests([
      {
        request: { query: PayByMobileMoneyDocument, variables: () => true },
        result: { errors: [{ message: waiting, extensions: { code: 'CONFLICT' } }] },
      } as MockLink.MockedResponse,
    ]);
    const dialog = await openDialog(user, 'Pay K100 with MTN MoMo', 'Pay with MTN MoMo');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(waiting);
  });
});

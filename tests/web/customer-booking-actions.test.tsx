import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../web/src/apollo/cache';
import { theme } from '../../web/src/app/theme';
import { EndBookingModal } from '../../web/src/features/customer/bookings/EndBookingModal';
import { PaymentProofModal } from '../../web/src/features/customer/requests/PaymentProofModal';
import { booking } from './customer-bookings-fixtures';

const BOOKING_ID = 'Qm9va2luZzox';

/** A booking as the API returns it after a proof or End Booking (no note, proof or reschedule request yet). */
const bookingResult = (overrides: Record<string, unknown> = {}) =>
  booking({ customerNote: null, payments: [], rescheduleRequests: [], ...overrides });

interface SentRequest {
  headers: Record<string, string>;
  operations: { query: string; variables: Record<string, unknown> };
  map: Record<string, string[]>;
  files: File[];
}

/** XMLHttpRequest stand-in: records the multipart request and answers with `respond`'s JSON. */
function installFakeXhr(respond: (request: SentRequest) => object) {
  const sent: SentRequest[] = [];
  class FakeXhr {
    headers: Record<string, string> = {};
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send(body: FormData) {
      const map = JSON.parse(String(body.get('map'))) as Record<string, string[]>;
      const request: SentRequest = {
        headers: this.headers,
        operations: JSON.parse(String(body.get('operations'))),
        map,
        files: Object.keys(map).map((key) => body.get(key) as File),
      };
      sent.push(request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = 200;
        this.responseText = JSON.stringify(respond(request));
        this.onload?.();
      }, 20);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function renderModal(element: ReactElement) {
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <MockedProvider mocks={[]} cache={createCache()}>
        <MemoryRouter>{element}</MemoryRouter>
      </MockedProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

const proofBooking = { id: BOOKING_ID, reference: 'AYS-7K3F9QXM', depositAmount: '100.00', fullPaymentAmount: '405.00' };
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'proof.jpg', { type: 'image/jpeg' });

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Mantine's Rating takes a click on a star (the label of its hidden radio). */
async function rate(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, stars: string) {
  const input = within(dialog).getByRole('radio', { name: stars });
  const star = dialog.querySelector<HTMLElement>(`label[for="${input.id}"]`);
  if (!star) throw new Error(`no star for ${stars}`);
  await user.click(star);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('proof of payment form', () => {
  beforeEach(() => {
    installFakeXhr(() => ({ data: { submitPaymentProof: bookingResult() } }));
  });

  it('offers deposit, full payment and balance, and shows GenoPay as coming soon and disabled', async () => {
    renderModal(<PaymentProofModal booking={proofBooking} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Upload proof of payment' });
    for (const type of ['Deposit', 'Full payment', 'Balance']) {
      expect(within(dialog).getByRole('radio', { name: type })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('radio', { name: 'Deposit' })).toBeChecked();
    for (const method of ['Airtel Money', 'MoMo', 'Bank Transfer']) {
      expect(within(dialog).getByRole('radio', { name: method })).toBeEnabled();
    }
    expect(within(dialog).getByRole('radio', { name: 'GenoPay (coming soon)' })).toBeDisabled();
    expect(within(dialog).getByText('AYS-7K3F9QXM')).toBeInTheDocument();
  });

  it('requires the sender name, the transaction number, the method and the proof file', async () => {
    const sent = installFakeXhr(() => ({ data: { submitPaymentProof: bookingResult() } }));
    const user = renderModal(<PaymentProofModal booking={proofBooking} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Upload proof of payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit proof' }));

    expect(await within(dialog).findByText('Sender name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Transaction number is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose how you paid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Attach the proof of payment.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('uploads the proof as a multipart request and says so', async () => {
    const sent = installFakeXhr(() => ({ data: { submitPaymentProof: bookingResult() } }));
    const done = vi.fn();
    const user = renderModal(
      <PaymentProofModal booking={proofBooking} defaultSenderName="Natasha Phiri" opened onClose={() => {}} onDone={done} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload proof of payment' });
    expect(within(dialog).getByLabelText('Sender name')).toHaveValue('Natasha Phiri');
    await user.click(within(dialog).getByRole('radio', { name: 'Full payment' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Airtel Money' }));
    await user.type(within(dialog).getByLabelText('Transaction number'), 'MP240512.1530.A12345');
    await user.upload(fileInput(dialog), jpeg());
    expect(within(dialog).getByText('proof.jpg')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit proof' }));

    expect(await screen.findByText('Proof of payment submitted successfully!')).toBeInTheDocument();
    expect(done).toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['Apollo-Require-Preflight']).toBe('true');
    expect(sent[0].operations.variables).toEqual({
      bookingId: BOOKING_ID,
      input: {
        paymentType: 'FULL_PAYMENT',
        senderName: 'Natasha Phiri',
        transactionNumber: 'MP240512.1530.A12345',
        paymentMethod: 'AIRTEL_MONEY',
        proof: null,
      },
    });
    expect(sent[0].map).toEqual({ 0: ['variables.input.proof'] });
    expect(sent[0].files[0].name).toBe('proof.jpg');
  });

  it('shows a refusal beside its field and the failure toast', async () => {
    installFakeXhr(() => ({
      errors: [
        {
          message: 'The file must be an image or a PDF.',
          extensions: { code: 'BAD_USER_INPUT', fields: { proof: 'The file must be an image or a PDF.' } },
        },
      ],
    }));
    const done = vi.fn();
    const user = renderModal(
      <PaymentProofModal booking={proofBooking} defaultSenderName="Natasha Phiri" opened onClose={() => {}} onDone={done} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload proof of payment' });
    await user.click(within(dialog).getByRole('radio', { name: 'MoMo' }));
    await user.type(within(dialog).getByLabelText('Transaction number'), 'TX1');
    await user.upload(fileInput(dialog), jpeg());
    await user.click(within(dialog).getByRole('button', { name: 'Submit proof' }));

    expect(await screen.findByText('Error submitting proof of payment. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('The file must be an image or a PDF.')).toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();
  });
});

describe('a series paid at once', () => {
  const series = { id: 'Qm9va2luZ1Nlcmllczox', visits: 3, deposits: '150.00', fullPrices: '1215.00' };

  it('offers deposits or full payments of every visit waiting, with their totals, and sends one proof for the series', async () => {
    const sent = installFakeXhr(() => ({
      data: {
        submitSeriesPaymentProof: { __typename: 'BookingSeries', id: series.id, upfront: { __typename: 'SeriesUpfront', visits: 0 } },
      },
    }));
    const done = vi.fn();
    const user = renderModal(
      <PaymentProofModal
        booking={proofBooking}
        series={series}
        defaultSenderName="Natasha Phiri"
        opened
        onClose={() => {}}
        onDone={done}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pay all visits at once' });
    expect(within(dialog).queryByRole('radio', { name: 'Balance' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Deposits of all 3 visits: K150')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Full payment' }));
    expect(within(dialog).getByText('Full payments of all 3 visits: K1,215')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'MoMo' }));
    await user.type(within(dialog).getByLabelText('Transaction number'), 'MP240512.1530.A12345');
    await user.upload(fileInput(dialog), jpeg());
    await user.click(within(dialog).getByRole('button', { name: 'Submit proof' }));

    expect(await screen.findByText('Proof of payment submitted successfully!')).toBeInTheDocument();
    expect(done).toHaveBeenCalled();
    expect(sent[0].operations.query).toContain('submitSeriesPaymentProof');
    expect(sent[0].operations.variables).toEqual({
      seriesId: series.id,
      input: {
        paymentType: 'FULL_PAYMENT',
        senderName: 'Natasha Phiri',
        transactionNumber: 'MP240512.1530.A12345',
        paymentMethod: 'MOMO',
        proof: null,
      },
    });
  });
});

describe('End Booking', () => {
  const endable = { id: BOOKING_ID, fullPaymentAmount: '405.00' };
  const completed = () => ({
    data: {
      endBooking: bookingResult({
        status: 'COMPLETED',
        statusLabel: 'Completed',
        paymentMethod: 'MOMO',
        amountPaid: '405.00',
        balanceDue: '0.00',
        completedAt: '2026-05-20T12:00:00.000Z',
        review: { __typename: 'Review', id: 'UmV2aWV3OjE', rating: 4, review: null, imageUrl: null },
      }),
    },
  });

  it('offers a 1 to 5 star rating and requires one', async () => {
    const sent = installFakeXhr(completed);
    const user = renderModal(<EndBookingModal booking={endable} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'End Booking' });
    const stars = within(dialog).getAllByRole('radio', { name: /^\d stars?$/ });
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);

    await user.click(within(dialog).getByRole('radio', { name: 'MoMo' }));
    await user.click(within(dialog).getByRole('button', { name: 'End Booking' }));
    expect(await within(dialog).findByText('Rate the service from 1 to 5.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('completes the booking with the rating, payment method and amount paid', async () => {
    const sent = installFakeXhr(completed);
    const done = vi.fn();
    const user = renderModal(<EndBookingModal booking={endable} opened onClose={() => {}} onDone={done} />);
    const dialog = await screen.findByRole('dialog', { name: 'End Booking' });
    await rate(user, dialog, '4 stars');
    await user.click(within(dialog).getByRole('radio', { name: 'MoMo' }));
    expect(within(dialog).queryByRole('radio', { name: /GenoPay/ })).not.toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount paid');
    expect(amount).toHaveValue('K405');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(within(dialog).getByRole('button', { name: 'End Booking' }));

    expect(await screen.findByText('Booking completed with review!')).toBeInTheDocument();
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(within(dialog).queryByText('Rate the service from 1 to 5.')).not.toBeInTheDocument();
    expect(sent[0].operations.variables).toEqual({
      bookingId: BOOKING_ID,
      input: { rating: 4, paymentMethod: 'MOMO', amountPaid: '300.00' },
    });
  });

  it('refuses an amount above the full payment', async () => {
    const sent = installFakeXhr(completed);
    const user = renderModal(<EndBookingModal booking={endable} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'End Booking' });
    await rate(user, dialog, '5 stars');
    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    const amount = within(dialog).getByLabelText('Amount paid');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'End Booking' }));
    expect(await within(dialog).findByText('Amount paid cannot be more than the full amount K405.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReceiptPage } from '../../web/src/features/receipts/ReceiptPage';
import { ReceiptPageDocument, SessionDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const ID = 'Qm9va2luZ1BheW1lbnQ6MQ';

const session = (role: string) => ({
  request: { query: SessionDocument },
  result: { data: { me: { __typename: 'User', id: 'VXNlcjox', email: 'mwila@example.zm', name: 'Mwila Banda', role } } },
});

const receipt = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Receipt',
  kind: 'PAYMENT',
  number: 'AYS-7K3F9QXM-P1',
  issuedAt: '2026-05-14T08:30:00.000Z',
  description: 'Deposit',
  amount: '135.00',
  method: 'Airtel Money',
  reference: 'MP2605.77',
  customerName: 'Mwila Banda',
  booking: {
    __typename: 'ReceiptBooking',
    reference: 'AYS-7K3F9QXM',
    serviceName: 'Deep House Cleaning',
    packageName: 'Basic',
    date: '2026-05-20',
    time: '09:00',
    price: '500.00',
    discount: '50.00',
    promoCode: 'CLEAN10',
    total: '450.00',
  },
  issuer: {
    __typename: 'ReceiptIssuer',
    name: 'AYS Services Limited',
    address: 'Plot 12, Cairo Road, Lusaka',
    taxNumber: '1002003004',
    phone: '+260977123456',
    email: 'receipts@ays.co.zm',
  },
  ...overrides,
});

function renderReceipt(result: object, role = 'CUSTOMER') {
  renderPage(<ReceiptPage />, {
    path: '/receipts/:receiptId',
    url: `/receipts/${ID}`,
    mocks: [session(role), { request: { query: ReceiptPageDocument, variables: { id: ID } }, result }] as never,
  });
  return userEvent.setup();
}

describe('/receipts/:id', () => {
  it("prints a promo'd booking's payment with AYS's business details", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = renderReceipt({ data: { receipt: receipt() } });
    expect(await screen.findByRole('heading', { name: 'AYS Services Limited' })).toBeInTheDocument();
    for (const text of [
      'Plot 12, Cairo Road, Lusaka',
      'TPIN / Reg. no. 1002003004',
      'receipts@ays.co.zm',
      'Payment receipt',
      'No. AYS-7K3F9QXM-P1',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const amounts = screen.getByRole('table', { name: 'Amounts' });
    expect(
      within(amounts)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Booking priceK500',
      'Promo code CLEAN10−K50',
      'Booking totalK450',
      'Deposit by Airtel Money, reference MP2605.77Paid K135',
    ]);
    expect(screen.getByText('Deep House Cleaning · Basic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('reads a refund as paid back, without a promo line when there was none, and leads an admin back to requests', async () => {
    renderReceipt(
      {
        data: {
          receipt: receipt({
            kind: 'REFUND',
            number: 'AYS-7K3F9QXM-R1',
            description: 'Refund: Cancelled by the customer',
            method: 'Bank Transfer',
            reference: null,
            booking: { ...receipt().booking, promoCode: null, discount: '0.00', total: '500.00' },
          }),
        },
      },
      'ADMIN',
    );
    expect(await screen.findByText('Refund receipt')).toBeInTheDocument();
    expect(screen.getByText('Paid back to')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Amounts' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Booking priceK500',
      'Booking totalK500',
      'Refund: Cancelled by the customer by Bank TransferRefunded K135',
    ]);
    expect(await screen.findByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/admin/requests');
  });

  it('says plainly that there is no receipt when the server answers NOT_FOUND, with no Print button', async () => {
    renderReceipt({ errors: [{ message: 'Receipt not found.', extensions: { code: 'NOT_FOUND' } }] });
    expect(await screen.findByText('Receipt not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { Role } from '../../lib/role.js';
import { PaymentMethod, RefundStatus, TEAM_VERIFYING_PAYMENT, PAYMENT_VERIFIED } from '../bookings/booking-enum-rules.js';
import { mayReadReceipt, paymentHasReceipt, ReceiptKind, receiptNumber, refundHasReceipt, refundMethodWords } from './receipt-rules.js';

describe('receipt rules', () => {
  it('gives receipts to verified payments and to refunds that went back only', () => {
    expect([paymentHasReceipt({ status: PAYMENT_VERIFIED }), paymentHasReceipt({ status: TEAM_VERIFYING_PAYMENT })]).toEqual([true, false]);
    const withReceipt = Object.values(RefundStatus).filter((status) => refundHasReceipt({ status }));
    expect(withReceipt).toEqual([RefundStatus.SENT, RefundStatus.PAID]);
  });

  it('numbers receipts after the booking, the kind and the place', () => {
    expect(receiptNumber('AYS-7K3F9QXM', ReceiptKind.PAYMENT, 2)).toBe('AYS-7K3F9QXM-P2');
    expect(receiptNumber('AYS-7K3F9QXM', ReceiptKind.REFUND, 1)).toBe('AYS-7K3F9QXM-R1');
  });

  it("lets the booking's customer and admins read them, nobody else", () => {
    const booking = { customerId: 'c1' };
    expect(mayReadReceipt({ id: 'c1', role: Role.CUSTOMER }, booking)).toBe(true);
    expect(mayReadReceipt({ id: 'a1', role: Role.ADMIN }, booking)).toBe(true);
    expect(mayReadReceipt({ id: 'p1', role: Role.EXTERNAL_PROVIDER }, booking)).toBe(false);
    expect(mayReadReceipt(null, booking)).toBe(false);
  });

  it('names how a refund went back', () => {
    expect(refundMethodWords({ paidMethod: PaymentMethod.BANK_TRANSFER, network: null })).toBe('Bank Transfer');
    expect(refundMethodWords({ paidMethod: null, network: 'MTN' })).toBe('MTN MoMo');
  });
});

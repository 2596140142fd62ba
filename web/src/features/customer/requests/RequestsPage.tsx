import { ComingSoon } from '../../../components/ComingSoon';

export function RequestsPage() {
  return (
    <ComingSoon
      title="Requests"
      description="Bookings waiting for confirmation will be listed here: confirm one by uploading proof of payment, reschedule it or cancel it, with the payment instructions at hand."
    />
  );
}

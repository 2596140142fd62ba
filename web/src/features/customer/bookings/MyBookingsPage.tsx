import { ComingSoon } from '../../../components/ComingSoon';

export function MyBookingsPage() {
  return (
    <ComingSoon
      title="My bookings"
      description="Your confirmed bookings will be listed here, where you can end a booking with a review or cancel it."
    />
  );
}

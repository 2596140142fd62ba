import type { DataSource } from 'typeorm';
import type { User } from '../identity/user.entity.js';
import { Service } from '../catalogue/service.entity.js';
import { Booking } from './booking.entity.js';
import { actorsOf } from './booking.policy.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Files under bookings/{id}/... (payment proofs, review images, message photos) are for the booking's customer, its
 * service's provider and admins.
 */
export function bookingFileAccess(db: DataSource) {
  return async (viewer: User | null, key: string): Promise<boolean> => {
    const [, bookingId] = key.split('/');
    if (!viewer || !UUID.test(bookingId ?? '')) return false;
    const booking = await db.getRepository(Booking).findOneBy({ id: bookingId });
    const service = booking ? await db.getRepository(Service).findOneBy({ id: booking.serviceId }) : null;
    return !!booking && !!service && actorsOf(viewer, booking, service).length > 0;
  };
}

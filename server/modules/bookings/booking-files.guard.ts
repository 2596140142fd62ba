import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { Service } from '../catalogue/service.entity.js';
import { findSession, sessionTokenOf } from '../identity/session.service.js';
import { Booking } from './booking.entity.js';
import { actorsOf } from './booking.policy.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Payment proofs and review images live under /files/bookings/{id}/...: they are served only to the
 * booking's customer, its service's provider and admins. Everyone else gets the same 404 as a missing file.
 */
export function bookingFilesGuard(db: DataSource): RequestHandler {
  return async (req, res, next) => {
    try {
      const [bookingId] = req.path.split('/').filter(Boolean);
      const found = UUID.test(bookingId ?? '') ? await findSession(db, sessionTokenOf(req)) : null;
      const booking = found ? await db.getRepository(Booking).findOneBy({ id: bookingId }) : null;
      const service = booking ? await db.getRepository(Service).findOneBy({ id: booking.serviceId }) : null;
      if (!booking || !service || actorsOf(found!.user, booking, service).length === 0) {
        res.status(404).send('Not found');
        return;
      }
      res.setHeader('Cache-Control', 'private, no-store');
      next();
    } catch (error) {
      next(error);
    }
  };
}

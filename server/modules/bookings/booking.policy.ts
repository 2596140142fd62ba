import { Role } from '../../lib/role.js';
import type { Actor } from './booking-machine.js';

type Viewer = { id: string; role: Role } | null;

/**
 * Who the viewer is to a booking: its customer, the provider of its service, an admin (or several).
 * No relation at all means the booking does not exist for them.
 */
export function actorsOf(viewer: Viewer, booking: { customerId: string }, service: { providerUserId: string | null }): Actor[] {
  if (!viewer) return [];
  const actors: Actor[] = [];
  if (viewer.role === Role.ADMIN) actors.push('admin');
  if (booking.customerId === viewer.id) actors.push('customer');
  if (viewer.role === Role.EXTERNAL_PROVIDER && service.providerUserId === viewer.id) actors.push('provider');
  return actors;
}

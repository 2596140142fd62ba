import { Role } from '../../lib/role.js';
import { BookingState, type Actor } from './booking-machine.js';

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

/**
 * What the viewer sees of the team member doing a booking's job (issue 23): an admin the whole record;
 * the booking's customer a name and phone number while the booking is confirmed (who is coming, and how
 * to reach them), nothing before the team has taken it on or once it is over; anyone else nothing.
 */
export function teamMemberViewOf(viewer: Viewer, booking: { customerId: string; status: BookingState }): 'record' | 'contact' | null {
  if (viewer?.role === Role.ADMIN) return 'record';
  if (viewer && booking.customerId === viewer.id && booking.status === BookingState.CONFIRMED) return 'contact';
  return null;
}

/**
 * Who speaks for a service to its customers (answers their reviews, rates them): its external provider;
 * for AYS services, which the platform provides, an admin.
 */
export function speaksForService(viewer: Viewer, service: { providerUserId: string | null }): boolean {
  if (!viewer) return false;
  return service.providerUserId
    ? viewer.role === Role.EXTERNAL_PROVIDER && viewer.id === service.providerUserId
    : viewer.role === Role.ADMIN;
}

/** Who may end a series or book one of its visits differently: its customer and admins (issue 33). */
export function mayChangeSeries(viewer: Viewer, series: { customerId: string }): boolean {
  return !!viewer && (viewer.role === Role.ADMIN || viewer.id === series.customerId);
}

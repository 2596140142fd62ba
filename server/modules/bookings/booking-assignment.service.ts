import type { EntityManager } from 'typeorm';
import { STALE_EDIT } from '../../db/versions.js';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../graphql/errors.js';
import { lusakaInstant } from '../../lib/lusaka-time.js';
import { moveHold, servicePeopleOn } from '../availability/availability.service.js';
import { heldTimeOf, type HeldTime } from './booking-time.service.js';
import { canTake, peopleWhoCanTake, type PersonDay } from '../availability/free-slot-rules.js';
import type { Span } from '../availability/working-hours-rules.js';
import { Category } from '../catalogue/category.entity.js';
import { Service } from '../catalogue/service.entity.js';
import { City } from '../locations/city.entity.js';
import { InternalProvider } from '../providers/internal-provider.entity.js';
import { TeamMemberContact, type TeamMember } from '../providers/team-member.types.js';
import { HOLDS_TIME } from './booking-machine.js';
import { teamMemberViewOf } from './booking.policy.js';
import { transition } from './booking-transition.service.js';
import type { Booking } from './booking.entity.js';

export function notFree(name: string): string {
  return `${name} is not free at that time.`;
}

/** The booking's held time in minutes from its day's midnight, and where the work ends (before the service's buffer). */
function minutesOf(held: HeldTime, booking: Booking, service: Service): { span: Span; workEnds: number } {
  const midnight = lusakaInstant(booking.date).getTime();
  const start = Math.round((new Date(held.starts).getTime() - midnight) / 60_000);
  const end = Math.round((new Date(held.ends).getTime() - midnight) / 60_000);
  return { span: { start, end }, workEnds: Math.max(start, end - service.bufferMinutes) };
}

/** The team member assigned to the booking as the viewer may see them: the record, a name and phone, or nothing. */
export async function assignedTeamMemberOf(ctx: Context, booking: Booking): Promise<TeamMember | null> {
  const view = teamMemberViewOf(ctx.user, booking);
  if (!view || !booking.assignedEmployeeId) return null;
  const member = await ctx.loaders.byId(InternalProvider).load(booking.assignedEmployeeId);
  if (!member) return null;
  return view === 'record' ? member : TeamMemberContact.of(member);
}

/**
 * The team members who could take an open internal booking at its time instead of the one assigned:
 * active, of its service's category and city, working through the job, with no other job overlapping its
 * held time; the least busy that day first. None for an external or closed booking.
 */
export async function teamMembersFreeFor(ctx: Context, booking: Booking): Promise<InternalProvider[]> {
  const service = await ctx.loaders.byId(Service).load(booking.serviceId);
  if (!service || service.providerUserId || !HOLDS_TIME.includes(booking.status)) return [];
  const db = ctx.db.manager;
  const { span, workEnds } = minutesOf(await heldTimeOf(db, booking, service), booking, service);
  const people = await servicePeopleOn(db, service, booking.date, booking.id);
  const ids = peopleWhoCanTake(people, span, workEnds)
    .map((person) => person.personId)
    .filter((id) => id !== booking.assignedEmployeeId);
  const members = await ctx.loaders.byId(InternalProvider).loadMany(ids);
  return members.filter((member): member is InternalProvider => member instanceof InternalProvider);
}

/** Why a team member who is not among the service's people cannot do its jobs, in words for the admin. */
async function whyNotTheirs(tx: EntityManager, member: InternalProvider, service: Service): Promise<string> {
  if (!member.active) return `${member.name} is not active.`;
  const wanted = [service.categoryId, service.subcategoryId].filter((id): id is string => !!id);
  const theirs: unknown[] = await tx.query('SELECT 1 FROM internal_provider_categories WHERE provider_id = $1 AND category_id = ANY($2)', [
    member.id,
    wanted,
  ]);
  if (theirs.length === 0) {
    const category = await tx.findOneBy(Category, { id: service.categoryId });
    return `${member.name} does not do ${category?.name ?? "this service's"} jobs.`;
  }
  const city = service.cityId ? await tx.findOneBy(City, { id: service.cityId }) : null;
  return `${member.name} does not work in ${city?.name ?? "this service's city"}.`;
}

function refuse(message: string) {
  return badUserInput(message, { teamMemberId: message });
}

/**
 * Gives an open internal booking's time to another team member (issue 23), as one transition under the
 * booking's row lock (which also refuses an external provider's booking: booking-action-rules.ts): the
 * same held time moves to them or nothing changes. They must be active, of the
 * service's category and city, and free then; the exclusion constraint on holds has the last word, so of
 * two admins handing two bookings to one person at one time exactly one succeeds.
 */
export function reassignBooking(ctx: Context, bookingId: string, memberId: string, expectedVersion: number | null): Promise<Booking> {
  return transition(ctx, bookingId, 'reassign', async (tx, booking, { service }) => {
    if (expectedVersion != null && booking.version !== expectedVersion) throw conflict(STALE_EDIT);
    // A share lock: the member cannot be deactivated or moved to another city while they are given the job.
    const member = await tx.findOne(InternalProvider, { where: { id: memberId }, lock: { mode: 'pessimistic_read' } });
    if (!member) throw notFound('Team member not found');
    if (member.id === booking.assignedEmployeeId) throw refuse(`${member.name} already has this booking.`);
    const people: PersonDay[] = await servicePeopleOn(tx, service, booking.date, booking.id);
    const day = people.find((candidate) => candidate.personId === member.id);
    if (!day) throw refuse(await whyNotTheirs(tx, member, service));
    const held = await heldTimeOf(tx, booking, service);
    const { span, workEnds } = minutesOf(held, booking, service);
    if (!canTake(day, span, workEnds)) throw refuse(notFree(member.name));
    const during = `[${new Date(held.starts).toISOString()},${new Date(held.ends).toISOString()})`;
    if (!(await moveHold(tx, booking.id, member.id, during))) throw refuse(notFree(member.name));
    const previous = booking.assignedEmployeeId ? await tx.findOneBy(InternalProvider, { id: booking.assignedEmployeeId }) : null;
    return { changes: { assignedEmployeeId: member.id }, note: `Assigned to ${member.name} (was ${previous?.name ?? 'nobody'})` };
  });
}

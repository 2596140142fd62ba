import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { InternalProvider } from '../providers/internal-provider.entity.js';
import { TeamMember } from '../providers/team-member.types.js';
import { assignedTeamMemberOf, reassignBooking, teamMembersFreeFor } from './booking-assignment.service.js';
import { Booking } from './booking.entity.js';

/** Who does an internal booking's job, and handing it to someone else (issue 23). */
@Resolver(() => Booking)
export class BookingAssignmentResolver {
  @Mutation(() => Booking, { description: "Gives an open internal booking's time to another team member who is free then." })
  @Auth(Role.ADMIN)
  reassignBooking(
    @NodeIdArg('bookingId', 'Booking') bookingId: string,
    @NodeIdArg('teamMemberId', 'InternalProvider') teamMemberId: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: "The booking's version the admin saw." })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return reassignBooking(ctx, bookingId, teamMemberId, expectedVersion);
  }

  @FieldResolver(() => TeamMember, {
    nullable: true,
    description:
      "The team member doing an internal booking's job: the whole record for admins; a name and phone for its customer while it is confirmed; null otherwise.",
  })
  @AuthOrOwner([Owner.CUSTOMER], Role.ADMIN)
  assignedTeamMember(@Root() booking: Booking, @Ctx() ctx: Context) {
    return assignedTeamMemberOf(ctx, booking);
  }

  @FieldResolver(() => [InternalProvider], {
    description:
      "Team members who could take this open internal booking at its time instead (active, of its category and city, working then, no other job overlapping), least busy that day first. For one booking's screen.",
  })
  @Auth(Role.ADMIN)
  teamMembersFreeThen(@Root() booking: Booking, @Ctx() ctx: Context) {
    return teamMembersFreeFor(ctx, booking);
  }
}

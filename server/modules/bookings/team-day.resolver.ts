import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Role } from '../../lib/role.js';
import { teamDay } from './team-day.service.js';
import { TeamMemberDay } from './team-day.types.js';

@Resolver()
export class TeamDayResolver {
  @Query(() => [TeamMemberDay], {
    description:
      "The team's day: each active team member (of one city, or all) by name, with their working hours and the jobs they hold time for on `date` (YYYY-MM-DD, Africa/Lusaka).",
  })
  @Auth(Role.ADMIN)
  teamDay(
    @Arg('date') date: string,
    @NodeIdArg('cityId', 'City', { nullable: true, description: 'Only the team members of this city.' }) cityId: string | null,
    @Ctx() ctx: Context,
  ) {
    return teamDay(ctx, date, cityId);
  }
}

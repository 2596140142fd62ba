import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { User } from '../identity/user.entity.js';
import { InternalProvider } from '../providers/internal-provider.entity.js';
import { findInternalProvider } from '../providers/providers.service.js';
import {
  MyWorkingHoursInput,
  WorkingDay,
  WorkingDayInput,
  WorkingHoursException,
  WorkingHoursExceptionInput,
} from './working-hours.types.js';
import * as hours from './working-hours.service.js';

const EXPECTED_VERSION = { nullable: true, description: 'The version the edit started from.' } as const;
const FROM = { nullable: true, description: 'The first date (YYYY-MM-DD); today when absent.' } as const;
const TO = {
  nullable: true,
  description: 'The last date (YYYY-MM-DD), at most 366 days after `from`; a year after `from` when absent.',
} as const;
const CLEARED_DATE = { description: 'YYYY-MM-DD: the date that follows the weekly plan again.' } as const;

/** Team members' working hours, dated exceptions and Active switch: the admin's to set. */
@Resolver(() => InternalProvider)
export class TeamMemberHoursResolver {
  @FieldResolver(() => [WorkingDay], { description: 'The weekly plan, Monday first.' })
  @Auth(Role.ADMIN)
  workingHours(@Root() member: InternalProvider): WorkingDay[] {
    return hours.workingDaysOf(member.workingHours);
  }

  @FieldResolver(() => [WorkingHoursException], { description: 'Dates that do not follow the weekly plan, earliest first.' })
  @Auth(Role.ADMIN)
  workingHoursExceptions(
    @Root() member: InternalProvider,
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('to', () => String, TO) to: string | null,
    @Ctx() ctx: Context,
  ) {
    return hours.exceptionsOf(ctx, member.id, { from, to });
  }

  @Mutation(() => InternalProvider, {
    description: "Sets a team member's weekly plan (all seven days); their booked jobs stay as they are.",
  })
  @Auth(Role.ADMIN)
  setTeamMemberWorkingHours(
    @NodeIdArg('id', 'InternalProvider') id: string,
    @Arg('workingHours', () => [WorkingDayInput]) workingHours: WorkingDayInput[],
    @Arg('expectedVersion', () => Int, EXPECTED_VERSION) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return hours.setTeamMemberHours(ctx, id, workingHours, expectedVersion);
  }

  @Mutation(() => InternalProvider, {
    description: 'Active or not: an inactive team member is given no new jobs; the jobs they hold stay theirs.',
  })
  @Auth(Role.ADMIN)
  setTeamMemberActive(
    @NodeIdArg('id', 'InternalProvider') id: string,
    @Arg('active') active: boolean,
    @Arg('expectedVersion', () => Int, EXPECTED_VERSION) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return hours.setTeamMemberActive(ctx, id, active, expectedVersion);
  }

  @Mutation(() => InternalProvider, {
    description: "A day off, or other hours, on one date for a team member (replaces that date's exception).",
  })
  @Auth(Role.ADMIN)
  async setTeamMemberHoursException(
    @NodeIdArg('id', 'InternalProvider') id: string,
    @Arg('exception') exception: WorkingHoursExceptionInput,
    @Ctx() ctx: Context,
  ) {
    const member = await findInternalProvider(ctx, id);
    await hours.setHoursException(ctx.db.manager, member.id, exception);
    return member;
  }

  @Mutation(() => InternalProvider, { description: "Removes a team member's exception on one date." })
  @Auth(Role.ADMIN)
  async clearTeamMemberHoursException(
    @NodeIdArg('id', 'InternalProvider') id: string,
    @Arg('date', CLEARED_DATE) date: string,
    @Ctx() ctx: Context,
  ) {
    const member = await findInternalProvider(ctx, id);
    await hours.clearHoursException(ctx.db.manager, member.id, date);
    return member;
  }
}

/** An external provider's own working hours, team size and dated exceptions; admins may read them. */
@Resolver(() => User)
export class ProviderHoursResolver {
  @FieldResolver(() => [WorkingDay], { description: "An external provider's weekly plan, Monday first." })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  workingHours(@Root() user: User): WorkingDay[] {
    return hours.workingDaysOf(user.workingHours);
  }

  @FieldResolver(() => [WorkingHoursException], { description: 'Dates that do not follow the weekly plan, earliest first.' })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  workingHoursExceptions(
    @Root() user: User,
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('to', () => String, TO) to: string | null,
    @Ctx() ctx: Context,
  ) {
    return hours.exceptionsOf(ctx, user.id, { from, to });
  }

  @Mutation(() => User, {
    description: 'Sets my weekly plan (all seven days) and how many jobs I do at once; booked jobs stay as they are.',
  })
  @Auth(Role.EXTERNAL_PROVIDER)
  setMyWorkingHours(
    @Arg('input') input: MyWorkingHoursInput,
    @Arg('expectedVersion', () => Int, EXPECTED_VERSION) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return hours.setMyHours(ctx, input, expectedVersion);
  }

  @Mutation(() => User, { description: "A day off, or other hours, on one date (replaces that date's exception)." })
  @Auth(Role.EXTERNAL_PROVIDER)
  async setMyHoursException(@Arg('exception') exception: WorkingHoursExceptionInput, @Ctx() ctx: Context) {
    await hours.setHoursException(ctx.db.manager, ctx.user!.id, exception);
    return ctx.user!;
  }

  @Mutation(() => User, { description: 'Removes my exception on one date.' })
  @Auth(Role.EXTERNAL_PROVIDER)
  async clearMyHoursException(@Arg('date', CLEARED_DATE) date: string, @Ctx() ctx: Context) {
    await hours.clearHoursException(ctx.db.manager, ctx.user!.id, date);
    return ctx.user!;
  }
}

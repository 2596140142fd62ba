import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { Role } from '../../lib/role.js';
import { PlatformSettings } from './platform-settings.entity.js';
import { PlatformSettingsInput } from './settings.inputs.js';
import * as settings from './settings.service.js';

@Resolver()
export class SettingsResolver {
  @Query(() => PlatformSettings, {
    description: 'Where to send money (mobile money numbers and bank details), how to reach the team, and the cancellation policy.',
  })
  @Auth()
  paymentInstructions(@Ctx() ctx: Context) {
    return settings.getSettings(ctx);
  }

  @Mutation(() => PlatformSettings)
  @Auth(Role.ADMIN)
  updatePlatformSettings(
    @Arg('input') input: PlatformSettingsInput,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the edit started from.' })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return settings.updateSettings(ctx, input, expectedVersion);
  }
}

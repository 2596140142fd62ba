import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { PushSubscription } from './push-subscription.entity.js';
import { PushDeviceInput } from './push.inputs.js';
import * as devices from './push-devices.service.js';

@Resolver()
export class PushResolver {
  @Query(() => String, {
    description: "The server's VAPID public key (URL-safe base64), for PushManager.subscribe's applicationServerKey.",
  })
  @Auth()
  pushPublicKey(@Ctx() ctx: Context): string {
    return ctx.push.publicKey;
  }

  @Query(() => PushSubscription, {
    nullable: true,
    description:
      "This browser, if it gets the signed-in user's notifications in this session (a registration ends with the session that made it); null otherwise.",
  })
  @Auth()
  pushDevice(@Arg('endpoint') endpoint: string, @Ctx() ctx: Context) {
    return devices.deviceOf(ctx, endpoint);
  }

  @Mutation(() => PushSubscription, {
    description: "Sends this browser the signed-in user's notifications, or refreshes its registration.",
  })
  @Auth()
  registerPushDevice(@Arg('input') input: PushDeviceInput, @Ctx() ctx: Context) {
    return devices.registerDevice(ctx, input);
  }

  @Mutation(() => PushSubscription, {
    nullable: true,
    description:
      "Renews this browser's registration (weekly, or with the new subscription after `previousEndpoint` was replaced), only if it is yours; null otherwise.",
  })
  @Auth()
  refreshPushDevice(
    @Arg('input') input: PushDeviceInput,
    @Arg('previousEndpoint', () => String, { nullable: true }) previousEndpoint: string | null,
    @Ctx() ctx: Context,
  ) {
    return devices.refreshDevice(ctx, input, previousEndpoint);
  }

  @Mutation(() => Boolean, { description: 'Stops notifications to this browser. False when it was not registered for you.' })
  @Auth()
  unregisterPushDevice(@Arg('endpoint') endpoint: string, @Ctx() ctx: Context) {
    return devices.unregisterDevice(ctx, endpoint);
  }
}

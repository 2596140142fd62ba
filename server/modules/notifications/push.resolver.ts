import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import type { Context } from '../../graphql/context.js';
import { PushSubscription } from './push-subscription.entity.js';
import { PushDeviceInput } from './push.inputs.js';
import * as devices from './push-devices.service.js';

@Resolver()
export class PushResolver {
  @Query(() => String, { description: 'The server\'s VAPID public key (URL-safe base64), for PushManager.subscribe\'s applicationServerKey.' })
  @Auth()
  pushPublicKey(@Ctx() ctx: Context): string {
    return ctx.push.publicKey;
  }

  @Mutation(() => PushSubscription, { description: 'Sends this browser the signed-in user\'s notifications, or refreshes its registration.' })
  @Auth()
  registerPushDevice(@Arg('input') input: PushDeviceInput, @Ctx() ctx: Context) {
    return devices.registerDevice(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Stops notifications to this browser. False when it was not registered for you.' })
  @Auth()
  unregisterPushDevice(@Arg('endpoint') endpoint: string, @Ctx() ctx: Context) {
    return devices.unregisterDevice(ctx, endpoint);
  }
}

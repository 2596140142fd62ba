import { In, type EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { validate } from '../../graphql/validate.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { PUSH } from './push-job.js';
import { PushSubscription } from './push-subscription.entity.js';
import type { PushDeviceInput } from './push.inputs.js';
import { pushDeviceRules } from './push.validation.js';
import type { PushMessage } from './web-push.js';

/**
 * Registers this browser for the signed-in user's notifications, for as long as this session lasts, or
 * refreshes it (the client does so every 7 days, spec §9). The device is its endpoint: when someone else
 * signs in on it, it becomes theirs.
 */
export async function registerDevice(ctx: Context, input: PushDeviceInput): Promise<PushSubscription> {
  const valid = validate(pushDeviceRules(ctx.config.isProduction), input);
  await ctx.db
    .createQueryBuilder()
    .insert()
    .into(PushSubscription)
    .values({ ...valid, userId: ctx.user!.id, sessionId: ctx.sessionId!, refreshedAt: () => 'now()' })
    .orUpdate(['user_id', 'session_id', 'p256dh', 'auth', 'refreshed_at'], ['endpoint'])
    .execute();
  return ctx.db.getRepository(PushSubscription).findOneByOrFail({ endpoint: valid.endpoint });
}

/**
 * The service worker's weekly refresh (spec §9), and its answer to a subscription the push service
 * replaced (`previousEndpoint`): only the signed-in user's own device is renewed, so a refresh never hands
 * a browser to whoever signed in on it later. Null when this device is not registered for them.
 */
export async function refreshDevice(
  ctx: Context,
  input: PushDeviceInput,
  previousEndpoint: string | null,
): Promise<PushSubscription | null> {
  const valid = validate(pushDeviceRules(ctx.config.isProduction), input);
  const result = await ctx.db
    .createQueryBuilder()
    .update(PushSubscription)
    .set({ ...valid, sessionId: ctx.sessionId!, refreshedAt: () => 'now()' })
    .where({ endpoint: previousEndpoint ?? valid.endpoint, userId: ctx.user!.id })
    .execute();
  return result.affected ? ctx.db.getRepository(PushSubscription).findOneBy({ endpoint: valid.endpoint }) : null;
}

/** This browser, when it is registered for the signed-in user's notifications in this session; else null. */
export async function deviceOf(ctx: Context, endpoint: string): Promise<PushSubscription | null> {
  return ctx.db.getRepository(PushSubscription).findOneBy({ endpoint, userId: ctx.user!.id, sessionId: ctx.sessionId! });
}

/** Stops notifications to this browser; only its own user's registration is removed. True when one was. */
export async function unregisterDevice(ctx: Context, endpoint: string): Promise<boolean> {
  const result = await ctx.db.getRepository(PushSubscription).delete({ endpoint, userId: ctx.user!.id });
  return (result.affected ?? 0) > 0;
}

/**
 * Queues `message` to every device of these users whose session is live, in the caller's transaction: it
 * goes out only if the change it reports commits. One job per device, so a device that is gone fails alone.
 */
export async function enqueuePush(jobs: JobQueue, tx: EntityManager, userIds: string[], message: PushMessage): Promise<void> {
  if (userIds.length === 0) return;
  const devices = await tx
    .createQueryBuilder(PushSubscription, 'device')
    .select('device.id')
    .where({ userId: In([...new Set(userIds)]) })
    .andWhere('EXISTS (SELECT 1 FROM sessions s WHERE s.id = device.session_id AND s.expires_at > now())')
    .getMany();
  for (const device of devices) await jobs.enqueue(tx, PUSH, { ...message, subscriptionId: device.id });
}

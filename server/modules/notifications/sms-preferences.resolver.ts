import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { liftOptOut, optedOut } from './sms-job.js';
import { smsNumber, smsWanted, SMS_KINDS, type SmsKind, type SmsPreferences as Stored } from './sms-rules.js';

/** Our sender id: a STOP is per sender id. */
const senderIdOf = (ctx: Context): string => ctx.config.sms.africasTalking?.senderId ?? '';

@ObjectType({ description: 'Which SMS the signed-in person gets (issue 25): each kind is on until they turn it off.' })
export class SmsPreferences {
  @Field({ description: 'A new booking of yours to look at (providers, admins).' }) bookingReceived!: boolean;
  @Field() bookingConfirmed!: boolean;
  @Field() bookingRescheduled!: boolean;
  @Field() bookingCancelled!: boolean;
  @Field({ description: 'A customer asks to move a booking you answer (providers, admins).' }) rescheduleRequested!: boolean;
  @Field({ description: 'Before your appointment (customers).' }) appointmentReminder!: boolean;
  @Field({ description: 'A payment received for a booking (providers, admins).' }) paymentReceived!: boolean;
  @Field({ description: "A message on a booking's thread you have not read within 10 minutes." }) newMessage!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The number texts go to (+260...), or null when the account has no Zambian mobile number.',
  })
  number!: string | null;
  @Field({ description: 'The number replied STOP: nothing is sent until a switch is turned on again here.' }) stopped!: boolean;
}

@InputType({ description: 'The switches to change; those left out stay as they are.' })
export class SmsPreferencesInput {
  @Field({ nullable: true }) bookingReceived?: boolean;
  @Field({ nullable: true }) bookingConfirmed?: boolean;
  @Field({ nullable: true }) bookingRescheduled?: boolean;
  @Field({ nullable: true }) bookingCancelled?: boolean;
  @Field({ nullable: true }) rescheduleRequested?: boolean;
  @Field({ nullable: true }) appointmentReminder?: boolean;
  @Field({ nullable: true }) paymentReceived?: boolean;
  @Field({ nullable: true }) newMessage?: boolean;
}

type Row = { sms_preferences: Stored; phone: string | null };

async function preferencesOf(ctx: Context): Promise<SmsPreferences> {
  const [row] = (await ctx.db.query('SELECT sms_preferences, phone FROM users WHERE id = $1', [ctx.user!.id])) as Row[];
  const number = smsNumber(row?.phone);
  const stopped = number ? await optedOut(ctx.db, number, senderIdOf(ctx)) : false;
  const switches = Object.fromEntries(SMS_KINDS.map((kind) => [kind, smsWanted(row?.sms_preferences, kind)])) as Record<SmsKind, boolean>;
  return { ...switches, number, stopped };
}

@Resolver()
export class SmsPreferencesResolver {
  @Query(() => SmsPreferences, { description: "The signed-in person's SMS switches." })
  @Auth()
  mySmsPreferences(@Ctx() ctx: Context): Promise<SmsPreferences> {
    return preferencesOf(ctx);
  }

  @Mutation(() => SmsPreferences, {
    description: 'Turns kinds of SMS on or off for the signed-in person only. Turning one on lifts a STOP the number sent.',
  })
  @Auth()
  async updateMySmsPreferences(@Arg('input') input: SmsPreferencesInput, @Ctx() ctx: Context): Promise<SmsPreferences> {
    const changes = Object.fromEntries(SMS_KINDS.filter((kind) => typeof input[kind] === 'boolean').map((kind) => [kind, input[kind]]));
    await ctx.db.transaction(async (tx) => {
      const [[row]] = (await tx.query('UPDATE users SET sms_preferences = sms_preferences || $2::jsonb WHERE id = $1 RETURNING phone', [
        ctx.user!.id,
        JSON.stringify(changes),
      ])) as [Row[], number];
      const number = smsNumber(row?.phone);
      if (number && Object.values(changes).some(Boolean)) await liftOptOut(tx, number, senderIdOf(ctx));
    });
    return preferencesOf(ctx);
  }
}

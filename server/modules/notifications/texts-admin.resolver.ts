import { Arg, Args, Ctx, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Role } from '../../lib/role.js';
import { SmsMessage, TextStatus } from './sms-message.entity.js';
import { maskedNumber } from './sms-rules.js';
import * as texts from './texts-admin.service.js';

@ObjectType()
export class TextConnection extends connectionOf('Text', SmsMessage) {}

/** The admins' Texts screen (issue 30): every text, and "Send again" / "Dismiss" for those that did not arrive. */
@Resolver(() => SmsMessage)
export class TextsAdminResolver {
  @Query(() => TextConnection, { description: 'Texts (SMS), newest first; of one status when given.' })
  @Auth(Role.ADMIN)
  texts(@Args() args: ConnectionArgs, @Arg('status', () => TextStatus, { nullable: true }) status: TextStatus | null, @Ctx() ctx: Context) {
    return texts.listTexts(ctx, args, status ?? null);
  }

  @Mutation(() => SmsMessage, {
    description: 'Sends a failed, refused or unknown text again (an unknown one may then arrive twice: the admin decides).',
  })
  @Auth(Role.ADMIN)
  resendText(@NodeIdArg('id', 'Text') id: string, @Ctx() ctx: Context): Promise<SmsMessage> {
    return texts.resendText(ctx, id);
  }

  @Mutation(() => SmsMessage, { description: 'Closes a text that will not be sent: it stays listed as dismissed.' })
  @Auth(Role.ADMIN)
  dismissText(@NodeIdArg('id', 'Text') id: string, @Ctx() ctx: Context): Promise<SmsMessage> {
    return texts.dismissText(ctx, id);
  }

  @FieldResolver(() => TextStatus)
  status(@Root() text: SmsMessage): TextStatus {
    return text.status as TextStatus;
  }

  @FieldResolver(() => String, { description: 'The number, all but its network and last two digits hidden: +260 97* *** *67.' })
  to(@Root() text: SmsMessage): string {
    return maskedNumber(text.toNumber);
  }

  @FieldResolver(() => String, { nullable: true, description: "The booking's reference, for a text about one." })
  bookingReference(@Root() text: SmsMessage, @Ctx() ctx: Context): Promise<string | null> {
    return texts.bookingReferenceOf(ctx, text.bookingId);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The name of the admin who last sent it again or dismissed it.' })
  handledByName(@Root() text: SmsMessage, @Ctx() ctx: Context): Promise<string | null> {
    return texts.nameOf(ctx, text.handledBy);
  }
}

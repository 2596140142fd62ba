import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../graphql/access.js';
import type { Context, RequestContext } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { adminDeleteAccount, deleteMyAccount } from './account-deletion.service.js';
import { setAccountStatus } from './account-status.service.js';
import { AuthPayload, PasswordLink, type PasswordLinkPurpose } from './identity.inputs.js';
import * as passwords from './passwords.service.js';
import { signedInPayload } from './signed-in.edge.js';
import { Role } from '../../lib/role.js';
import { User } from './user.entity.js';

/** Passwords (forgotten, emailed links, changed) and deactivated accounts. */
@Resolver()
export class AccountsResolver {
  @Mutation(() => Boolean, {
    description: 'Emails a link to choose a new password if the address has an active account; the answer is the same either way.',
  })
  @Public()
  requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: Context): Promise<boolean> {
    return passwords.requestPasswordReset(ctx, email);
  }

  @Query(() => PasswordLink, {
    description: 'An emailed password link that can still be used; BAD_USER_INPUT says why not (unknown, used, expired).',
  })
  @Public()
  async passwordLink(@Arg('token') token: string, @Ctx() ctx: Context): Promise<PasswordLink> {
    const link = await passwords.readPasswordLink(ctx, token);
    return { email: link.email, purpose: link.purpose as PasswordLinkPurpose };
  }

  @Mutation(() => AuthPayload, {
    description: 'Sets the password from an emailed link (once), ends every session of the account and signs in.',
  })
  @Public()
  // type-graphql lists arguments in reverse parameter order; this keeps resetPassword(token, password) in the schema.
  async resetPassword(@Ctx() ctx: RequestContext, @Arg('password') password: string, @Arg('token') token: string): Promise<AuthPayload> {
    return signedInPayload(ctx, await passwords.resetPassword(ctx, token, password));
  }

  @Mutation(() => Boolean, {
    description: "Changes the signed-in person's password; every other session ends and this one gets a new token.",
  })
  @Auth()
  async changePassword(
    @Ctx() ctx: RequestContext,
    @Arg('newPassword') newPassword: string,
    @Arg('currentPassword') currentPassword: string,
  ): Promise<boolean> {
    ctx.sessionCookie.set(await passwords.changePassword(ctx, currentPassword, newPassword));
    return true;
  }

  @Mutation(() => User, {
    description: 'Deactivates an account (not your own): sign-in is refused, its sessions end, its services leave the catalogue.',
  })
  @Auth(Role.ADMIN)
  deactivateUser(@NodeIdArg('id', 'User') id: string, @Ctx() ctx: Context): Promise<User> {
    return setAccountStatus(ctx, id, false);
  }

  @Mutation(() => User, { description: 'Reactivates a deactivated account.' })
  @Auth(Role.ADMIN)
  reactivateUser(@NodeIdArg('id', 'User') id: string, @Ctx() ctx: Context): Promise<User> {
    return setAccountStatus(ctx, id, true);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes the signed-in person's account after the password is confirmed: personal data is erased, money records stay without identity. CONFLICT says why not while bookings are open or money is owed.",
  })
  @Auth()
  async deleteMyAccount(@Ctx() ctx: RequestContext, @Arg('password') password: string): Promise<boolean> {
    await deleteMyAccount(ctx, password);
    ctx.sessionCookie.clear();
    return true;
  }

  @Mutation(() => Boolean, { description: "Deletes a person's account on their request, with the same refusals as deleteMyAccount." })
  @Auth(Role.ADMIN)
  // type-graphql lists arguments in reverse parameter order; this keeps adminDeleteAccount(userId, reason).
  adminDeleteAccount(@Ctx() ctx: Context, @Arg('reason') reason: string, @NodeIdArg('userId', 'User') userId: string): Promise<boolean> {
    return adminDeleteAccount(ctx, userId, reason);
  }
}

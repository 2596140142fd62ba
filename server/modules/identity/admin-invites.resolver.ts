import { Args, Ctx, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { AdminInvite } from './admin-invite.entity.js';
import { AdminInviteStatus, inviteStatus } from './admin-invite-rules.js';
import * as invites from './admin-invites.service.js';
import { AdminInviteCode } from './identity.inputs.js';
import { Role } from '../../lib/role.js';
import { User } from './user.entity.js';

@ObjectType()
export class AdminInviteConnection extends connectionOf('AdminInvite', AdminInvite) {}

function userOf(ctx: Context, id: string | null): Promise<User | null> | null {
  return id ? ctx.loaders.byId(User).load(id) : null;
}

/** Invite codes for /admin/signup: admins create, list and revoke them. */
@Resolver(() => AdminInvite)
export class AdminInviteResolver {
  @Query(() => AdminInviteConnection, { description: 'Admin invites, newest first.' })
  @Auth(Role.ADMIN)
  adminInvites(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return invites.listAdminInvites(ctx, args);
  }

  @Mutation(() => AdminInviteCode)
  @Auth(Role.ADMIN)
  createAdminInvite(@Ctx() ctx: Context): Promise<AdminInviteCode> {
    return invites.createAdminInvite(ctx);
  }

  @Mutation(() => AdminInvite, { description: 'Revokes an unused invite: /admin/signup then refuses its code.' })
  @Auth(Role.ADMIN)
  revokeAdminInvite(@NodeIdArg('id', 'AdminInvite') id: string, @Ctx() ctx: Context): Promise<AdminInvite> {
    return invites.revokeAdminInvite(ctx, id);
  }

  @FieldResolver(() => AdminInviteStatus)
  status(@Root() invite: AdminInvite): AdminInviteStatus {
    return inviteStatus(invite, new Date());
  }

  @FieldResolver(() => User, { nullable: true })
  createdBy(@Root() invite: AdminInvite, @Ctx() ctx: Context) {
    return userOf(ctx, invite.createdById);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The admin who signed up with the code.' })
  usedBy(@Root() invite: AdminInvite, @Ctx() ctx: Context) {
    return userOf(ctx, invite.usedById);
  }

  @FieldResolver(() => User, { nullable: true })
  revokedBy(@Root() invite: AdminInvite, @Ctx() ctx: Context) {
    return userOf(ctx, invite.revokedById);
  }
}

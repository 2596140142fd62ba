import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Role } from '../../lib/role.js';
import { AuditTrailArgs, AuditTrailConnection, AuditTrailFilters } from './audit.types.js';
import * as trail from './audit-trail.service.js';

/** The audit trail is read-only: no operation changes or removes an entry. */
@Resolver()
export class AuditTrailResolver {
  @Query(() => AuditTrailConnection, { description: 'Admin actions, newest first, optionally filtered.' })
  @Auth(Role.ADMIN)
  auditTrail(
    @Args() args: AuditTrailArgs,
    @NodeIdArg('adminId', 'User', { nullable: true, description: "Only this admin's actions." }) adminId: string | null,
    @Ctx() ctx: Context,
  ) {
    return trail.listAuditTrail(ctx, args, adminId);
  }

  @Query(() => AuditTrailFilters, { description: 'The admins, actions and record types the trail holds.' })
  @Auth(Role.ADMIN)
  auditTrailFilters(@Ctx() ctx: Context) {
    return trail.auditTrailFilters(ctx);
  }
}

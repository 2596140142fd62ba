import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { withDatabaseIds } from '../../graphql/global-id.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { User } from '../identity/user.entity.js';
import { adminFigures, adminWork } from './admin-figures.service.js';
import { AdminFigures, AdminWork, DashboardFilter, MonthAmount, ProviderOverview } from './dashboard.types.js';
import { commissionsByMonth, providerOverview } from './own-figures.service.js';

/** Figures at a glance (issue 32): the admin's dashboard, a provider's overview of their own work. */
@Resolver()
export class DashboardResolver {
  @Query(() => AdminWork, { description: "What waits for an admin now: each figure is the length of a screen's list." })
  @Auth(Role.ADMIN)
  adminWork(@Ctx() ctx: Context) {
    return adminWork(ctx);
  }

  @Query(() => AdminFigures, { description: 'The marketplace over the last 30 days or 52 weeks, beside the span before.' })
  @Auth(Role.ADMIN)
  adminFigures(@Arg('filter') filter: DashboardFilter, @Ctx() ctx: Context) {
    return adminFigures(ctx, withDatabaseIds(filter, { cityId: 'City', categoryId: 'Category' }));
  }

  @Query(() => ProviderOverview, { description: "The signed-in provider's own figures: earnings, this week's jobs, rates and rating." })
  @Auth(Role.EXTERNAL_PROVIDER)
  myOverview(@Ctx() ctx: Context) {
    return providerOverview(ctx, ctx.user!.id);
  }
}

@Resolver(() => User)
export class AffiliateFiguresResolver {
  @FieldResolver(() => [MonthAmount], { description: "The affiliate's commissions per month, the last 12 months, oldest first." })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  commissionsByMonth(@Root() user: User, @Ctx() ctx: Context) {
    return commissionsByMonth(ctx, user.id);
  }
}

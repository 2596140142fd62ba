import { registerEnumType } from 'type-graphql';
import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Owner, type OwnershipRules } from '../../graphql/ownership.js';
import { findVisibleService } from './catalogue.service.js';
import { Category } from './category.entity.js';
import { Package } from './package.entity.js';
import type { Service } from './service.entity.js';
import { isOwnService } from './service.policy.js';
import { CommissionType, DepositType } from './pricing-rules.js';
import { ServiceAction } from './service-action-rules.js';
import { ServiceStatus } from './service-status.js';
import { ServiceOrder } from './rating-rules.js';

// The pure files that define these stay free of GraphQL; the schema learns their names here.
registerEnumType(ServiceStatus, { name: 'ServiceStatus' });
registerEnumType(ServiceAction, {
  name: 'ServiceAction',
  description: 'What a viewer may do next with a service; the mutations check the same rule.',
  valuesConfig: {
    EDIT: { description: 'updateService (an admin) or updateServiceInfo, saveServicePackages and the uploads (an admin or its provider).' },
    APPROVE: { description: 'An admin: setServiceApproval(approved: true), while it is not approved.' },
    UNAPPROVE: { description: 'An admin: setServiceApproval(approved: false), while it is approved.' },
  },
});
registerEnumType(CommissionType, { name: 'CommissionType' });
registerEnumType(ServiceOrder, {
  name: 'ServiceOrder',
  description: 'How the public catalogue is ordered.',
  valuesConfig: {
    NAME: { description: 'By name, A to Z.' },
    RATING: { description: 'Best rated first: the highest average rating, then the most reviews; services without reviews last.' },
  },
});
registerEnumType(DepositType, { name: 'DepositType' });

export const catalogueNodes: Record<string, NodeFetcher> = {
  Service: (ctx, id) => findVisibleService(ctx, id),
  Category: (ctx, id) => ctx.loaders.byId(Category).load(id),
  Package: async (ctx, id) => {
    const pkg = await ctx.loaders.byId(Package).load(id);
    return pkg && (await findVisibleService(ctx, pkg.serviceId)) ? pkg : null;
  },
};

export const catalogueOwners: OwnershipRules = {
  Service: { [Owner.PROVIDER]: (service: Service, ctx) => isOwnService(ctx.user, service) },
};

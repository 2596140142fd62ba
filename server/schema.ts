import { getDocumentNodeFromSchema } from '@graphql-tools/utils';
import {
  DirectiveLocation,
  GraphQLDirective,
  Kind,
  print,
  type DefinitionNode,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
  specifiedDirectives,
} from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { catalogueNodes, catalogueOwners } from './modules/catalogue/catalogue.nodes.js';
import { PackageResolver, ServiceResolver } from './modules/catalogue/catalogue.resolver.js';
import { CategoryResolver } from './modules/catalogue/category.resolver.js';
import { ServiceAdminResolver } from './modules/catalogue/service-admin.resolver.js';
import { identityNodes, identityOwners } from './modules/identity/identity.nodes.js';
import { AccountsResolver } from './modules/identity/accounts.resolver.js';
import { DataExportResolver } from './modules/data-export/data-export.resolver.js';
import { AdminInviteResolver } from './modules/identity/admin-invites.resolver.js';
import { AuditTrailResolver } from './modules/audit/audit.resolver.js';
import { IdentityResolver } from './modules/identity/identity.resolver.js';
import { locationNodes } from './modules/locations/locations.nodes.js';
import { AreaResolver, CityResolver } from './modules/locations/locations.resolver.js';
import { bookingNodes, bookingOwners } from './modules/bookings/booking.nodes.js';
import { MobileMoneyPaymentResolver, MobileMoneyResolver } from './modules/payments/mobile-money.resolver.js';
import { paymentNodes } from './modules/payments/payment.nodes.js';
import { BookingRefundsResolver, RefundResolver } from './modules/bookings/refunds.resolver.js';
import { BookingLogEntryResolver, BookingResolver } from './modules/bookings/booking.resolver.js';
import { BookingLiveResolver } from './modules/bookings/booking-live.resolver.js';
import { BookingInSeriesResolver, BookingSeriesResolver } from './modules/bookings/booking-series.resolver.js';
import {
  BookingRatingsResolver,
  ReviewResolver,
  ServiceReviewsResolver,
  UserRatingsResolver,
} from './modules/bookings/reviews.resolver.js';
import { BookingAssignmentResolver } from './modules/bookings/booking-assignment.resolver.js';
import { CommissionBookingResolver } from './modules/bookings/commission-booking.resolver.js';
import { earningNodes } from './modules/earnings/earnings.nodes.js';
import { ProviderEarningResolver, ProviderEarningsResolver } from './modules/earnings/earnings.resolver.js';
import { AffiliateFiguresResolver, DashboardResolver } from './modules/dashboards/dashboard.resolver.js';
import { AvailabilityResolver } from './modules/availability/availability.resolver.js';
import { BookingTimesResolver } from './modules/bookings/booking-time.resolver.js';
import { promotionNodes } from './modules/promotions/promotions.nodes.js';
import {
  AffiliateAccountResolver,
  AffiliateAdminResolver,
  AffiliateCommissionResolver,
  PromoCodeResolver,
} from './modules/promotions/promotions.resolver.js';
import { providerNodes } from './modules/providers/providers.nodes.js';
import { PaymentReceiptResolver, ReceiptResolver, RefundReceiptResolver } from './modules/receipts/receipts.resolver.js';
import { SettingsResolver } from './modules/settings/settings.resolver.js';
import { PushResolver } from './modules/notifications/push.resolver.js';
import { SmsPreferencesResolver } from './modules/notifications/sms-preferences.resolver.js';
import { notificationNodes } from './modules/notifications/notifications.nodes.js';
import { TextsAdminResolver } from './modules/notifications/texts-admin.resolver.js';
import { InternalProviderResolver, PeopleResolver } from './modules/providers/providers.resolver.js';
import { BookingMessageResolver, BookingThreadResolver } from './modules/messages/booking-messages.resolver.js';
import { messageNodes } from './modules/messages/messages.nodes.js';
import { TeamDayResolver } from './modules/bookings/team-day.resolver.js';
import { ProviderHoursResolver, TeamMemberHoursResolver } from './modules/availability/working-hours.resolver.js';
import { applySchemaRules } from './graphql/access.js';
import { createNodeResolver } from './graphql/node.resolver.js';
import { OWNER_DESCRIPTIONS, Owner, type OwnershipRules } from './graphql/ownership.js';
import { rejectUnstorableText } from './graphql/text-input.js';

const noPubSub = {
  publish: () => {
    throw new Error('Events are published with PostgreSQL NOTIFY, not through type-graphql.');
  },
  subscribe: () => {
    throw new Error("Subscriptions read PostgreSQL notifications, not type-graphql's pub/sub.");
  },
};

const NodeResolver = createNodeResolver({
  ...identityNodes,
  ...locationNodes,
  ...catalogueNodes,
  ...providerNodes,
  ...bookingNodes,
  ...paymentNodes,
  ...promotionNodes,
  ...earningNodes,
  ...messageNodes,
  ...notificationNodes,
});
const ownership: OwnershipRules = { ...identityOwners, ...catalogueOwners, ...bookingOwners };

const ownerEnum = new GraphQLEnumType({
  name: 'Owner',
  description: 'How a signed-in user stands to a record, beside their role.',
  values: Object.fromEntries(Object.values(Owner).map((owner) => [owner, { value: owner, description: OWNER_DESCRIPTIONS[owner] }])),
});

function accessDirectives(schema: GraphQLSchema): GraphQLDirective[] {
  const role = schema.getType('Role') as GraphQLEnumType;
  return [
    new GraphQLDirective({
      name: 'auth',
      description: "Only for signed-in users; with `requires`, only for those roles; with `orOwner`, also for the record's owners.",
      locations: [DirectiveLocation.FIELD_DEFINITION],
      args: {
        requires: { type: new GraphQLList(new GraphQLNonNull(role)) },
        orOwner: { type: new GraphQLList(new GraphQLNonNull(ownerEnum)) },
      },
    }),
    new GraphQLDirective({
      name: 'public',
      description: 'Open to anyone, signed in or not.',
      locations: [DirectiveLocation.FIELD_DEFINITION],
    }),
  ];
}

/**
 * type-graphql lists a field's arguments in the order their parameter decorators ran (last parameter first,
 * as TypeScript and oxc apply them), and each time a resolver runs it sorts that list by position, in place.
 * A field that a @FieldResolver adds to an object type keeps the list of the process's first build, so a
 * schema built after such a field had answered printed its arguments the other way round (the server tests
 * build a schema per file in one shared process). Sorted before every build, the lists are in declared order
 * whatever order the decorators ran in, and the sort at resolve time has nothing left to change.
 */
function sortArgumentsAsDeclared(): void {
  getMetadataStorage().params.sort((a, b) => a.index - b.index);
}

/** The whole API: module resolvers, access directives declared and enforced, global ids. */
export async function buildAppSchema(): Promise<GraphQLSchema> {
  sortArgumentsAsDeclared();
  const built = await buildSchema({
    resolvers: [
      NodeResolver,
      IdentityResolver,
      AccountsResolver,
      DataExportResolver,
      AdminInviteResolver,
      AuditTrailResolver,
      CityResolver,
      AreaResolver,
      CategoryResolver,
      ServiceResolver,
      ServiceAdminResolver,
      PackageResolver,
      InternalProviderResolver,
      PeopleResolver,
      BookingResolver,
      BookingLogEntryResolver,
      BookingSeriesResolver,
      BookingInSeriesResolver,
      SettingsResolver,
      AffiliateAdminResolver,
      AffiliateAccountResolver,
      PromoCodeResolver,
      AffiliateCommissionResolver,
      CommissionBookingResolver,
      BookingLiveResolver,
      PushResolver,
      SmsPreferencesResolver,
      TextsAdminResolver,
      AvailabilityResolver,
      BookingTimesResolver,
      BookingAssignmentResolver,
      TeamDayResolver,
      TeamMemberHoursResolver,
      ProviderHoursResolver,
      MobileMoneyResolver,
      MobileMoneyPaymentResolver,
      BookingRefundsResolver,
      RefundResolver,
      ProviderEarningsResolver,
      ProviderEarningResolver,
      BookingThreadResolver,
      BookingMessageResolver,
      ReviewResolver,
      BookingRatingsResolver,
      ServiceReviewsResolver,
      UserRatingsResolver,
      DashboardResolver,
      AffiliateFiguresResolver,
      ReceiptResolver,
      PaymentReceiptResolver,
      RefundReceiptResolver,
    ],
    validate: false,
    // Subscriptions bring their own event source (PostgreSQL notifications, per app: see booking-live.service.ts);
    // type-graphql wants a pub/sub all the same.
    pubSub: noPubSub,
  });
  const config = built.toConfig();
  const withDirectives = new GraphQLSchema({
    ...config,
    types: [...config.types, ownerEnum],
    directives: [...specifiedDirectives, ...accessDirectives(built)],
  });
  // Access rules wrap outermost: a caller who may not call a field learns nothing about its input.
  return applySchemaRules(rejectUnstorableText(withDirectives), ownership);
}

/** Where a definition goes in schema.graphql: the schema, then the directives, then every type by name. */
function rankOf(definition: DefinitionNode): [number, string] {
  if (definition.kind === Kind.SCHEMA_DEFINITION) return [0, ''];
  if (definition.kind === Kind.DIRECTIVE_DEFINITION) return [1, ''];
  return [2, 'name' in definition && definition.name ? definition.name.value : ''];
}

/**
 * schema.graphql: types in name order, each type's fields as declared. type-graphql registers types in the
 * order their modules are imported, which must not change the file (tests share modules across files).
 */
export function printAppSchema(schema: GraphQLSchema): string {
  const document = getDocumentNodeFromSchema(schema);
  const definitions = [...document.definitions].sort((a, b) => {
    const [rankA, nameA] = rankOf(a);
    const [rankB, nameB] = rankOf(b);
    return rankA - rankB || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0);
  });
  return `${print({ ...document, definitions })}\n`;
}

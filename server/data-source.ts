import 'reflect-metadata';
import { DataSource, type Logger } from 'typeorm';
import { Foundation1763700000000 } from '../migrations/1763700000000-foundation.js';
import { CatalogueAdmin1763800000000 } from '../migrations/1763800000000-catalogue-admin.js';
import { Bookings1763900000000 } from '../migrations/1763900000000-bookings.js';
import { SignInThrottle1764000000000 } from '../migrations/1764000000000-sign-in-throttle.js';
import { RateLimits1764100000000 } from '../migrations/1764100000000-rate-limits.js';
import { IdempotentBookings1764200000001 } from '../migrations/1764200000001-idempotent-bookings.js';
import { EditVersions1764200000002 } from '../migrations/1764200000002-edit-versions.js';
import { ListIndexes1764300000000 } from '../migrations/1764300000000-list-indexes.js';
import { CatalogueVersion1764300000001 } from '../migrations/1764300000001-catalogue-version.js';
import { AffiliatePayouts1764400000000 } from '../migrations/1764400000000-affiliate-payouts.js';
import { Accounts1764400000030 } from '../migrations/1764400000030-accounts.js';
import { ContactAndCancellationPolicy1764500000040 } from '../migrations/1764500000040-contact-and-cancellation-policy.js';
import { BookingDateOrder1764500000060 } from '../migrations/1764500000060-booking-date-order.js';
import { CatalogueSearch1764500000070 } from '../migrations/1764500000070-catalogue-search.js';
import { JobQueue1764600000000 } from '../migrations/1764600000000-job-queue.js';
import { PushSubscriptions1764700000020 } from '../migrations/1764700000020-push-subscriptions.js';
import { RequestTimers1764700000030 } from '../migrations/1764700000030-request-timers.js';
import { PushDevicesPerSession1764700000040 } from '../migrations/1764700000040-push-devices-per-session.js';
import { Availability1764800000000 } from '../migrations/1764800000000-availability.js';
import { AppointmentReminders1764800000100 } from '../migrations/1764800000100-appointment-reminders.js';
import { BookingVersion1764800000200 } from '../migrations/1764800000200-booking-version.js';
import { MobileMoney1764900000000 } from '../migrations/1764900000000-mobile-money.js';
import { Refunds1764900000100 } from '../migrations/1764900000100-refunds.js';
import { ProviderPayouts1764900000200 } from '../migrations/1764900000200-provider-payouts.js';
import { Sms1765000000000 } from '../migrations/1765000000000-sms.js';
import { BookingLogEntry } from './modules/bookings/booking-log-entry.entity.js';
import { Booking } from './modules/bookings/booking.entity.js';
import { BookingSeries } from './modules/bookings/booking-series.entity.js';
import { BookingPayment } from './modules/bookings/payment.entity.js';
import { RescheduleRequest } from './modules/bookings/reschedule-request.entity.js';
import { Review } from './modules/bookings/review.entity.js';
import { CustomerRating } from './modules/bookings/customer-rating.entity.js';
import { AffiliateCommission } from './modules/promotions/affiliate-commission.entity.js';
import { AffiliatePayout } from './modules/promotions/affiliate-payout.entity.js';
import { PromoCode } from './modules/promotions/promo-code.entity.js';
import { PlatformSettings } from './modules/settings/platform-settings.entity.js';
import { PushSubscription } from './modules/notifications/push-subscription.entity.js';
import { Category } from './modules/catalogue/category.entity.js';
import { CategoryDefaultPackage } from './modules/catalogue/default-package.entity.js';
import { Package } from './modules/catalogue/package.entity.js';
import { Service } from './modules/catalogue/service.entity.js';
import { AdminInvite } from './modules/identity/admin-invite.entity.js';
import { AuditEntry } from './modules/audit/audit-entry.entity.js';
import { PasswordToken } from './modules/identity/password-token.entity.js';
import { Session } from './modules/identity/session.entity.js';
import { User } from './modules/identity/user.entity.js';
import { Area } from './modules/locations/area.entity.js';
import { City } from './modules/locations/city.entity.js';
import { InternalProvider } from './modules/providers/internal-provider.entity.js';
import { MobileMoneyPayment } from './modules/payments/mobile-money-payment.entity.js';
import { PaymentNetworkRefusal } from './modules/payments/payment-network-refusal.entity.js';
import { Refund } from './modules/bookings/refund.entity.js';
import { ProviderEarning } from './modules/bookings/provider-earning.entity.js';
import { ProviderPayout } from './modules/earnings/provider-payout.entity.js';
import { SmsMessage } from './modules/notifications/sms-message.entity.js';
import { BookingMessages1765000000100 } from '../migrations/1765000000100-booking-messages.js';
import { TimeOnTheUnhappyPath1766300000000 } from '../migrations/1766300000000-time-on-the-unhappy-path.js';
import { PaymentNetworkRefusals1766000000000 } from '../migrations/1766000000000-payment-network-refusals.js';

import { Ratings1766500000000 } from '../migrations/1766500000000-ratings.js';
import { AuditTrail1766600000000 } from '../migrations/1766600000000-audit-trail.js';
import { DeletedAccounts1766650000000 } from '../migrations/1766650000000-deleted-accounts.js';
import { BookingSeries1766700000000 } from '../migrations/1766700000000-booking-series.js';
import { ReceiptBusinessDetails1766800000000 } from '../migrations/1766800000000-receipt-business-details.js';
import { PaymentClock1766860000000 } from '../migrations/1766860000000-payment-clock.js';
import { UnpaidSums1766900000000 } from '../migrations/1766900000000-unpaid-sums.js';
import { Retention1766910000000 } from '../migrations/1766910000000-retention.js';
import { DataExports1766920000000 } from '../migrations/1766920000000-data-exports.js';
import { TextsUnhappyPath1766200000000 } from '../migrations/1766200000000-texts-unhappy-path.js';
import { DashboardFacts1766400000000 } from '../migrations/1766400000000-dashboard-facts.js';
import { DashboardScopes1766410000000 } from '../migrations/1766410000000-dashboard-scopes.js';
import { BookingMessage, BookingThreadRead } from './modules/messages/booking-message.entity.js';
import { SnakeNamingStrategy } from './db/naming.js';

export const entities = [
  User,
  Session,
  AdminInvite,
  AuditEntry,
  PasswordToken,
  City,
  Area,
  Category,
  CategoryDefaultPackage,
  Service,
  Package,
  InternalProvider,
  Booking,
  BookingSeries,
  BookingPayment,
  Review,
  CustomerRating,
  RescheduleRequest,
  BookingLogEntry,
  PromoCode,
  AffiliateCommission,
  AffiliatePayout,
  PlatformSettings,
  PushSubscription,
  MobileMoneyPayment,
  PaymentNetworkRefusal,
  Refund,
  ProviderEarning,
  ProviderPayout,
  SmsMessage,
  BookingMessage,
  BookingThreadRead,
];
export const migrations = [
  Foundation1763700000000,
  CatalogueAdmin1763800000000,
  Bookings1763900000000,
  SignInThrottle1764000000000,
  RateLimits1764100000000,
  IdempotentBookings1764200000001,
  EditVersions1764200000002,
  ListIndexes1764300000000,
  CatalogueVersion1764300000001,
  AffiliatePayouts1764400000000,
  Accounts1764400000030,
  ContactAndCancellationPolicy1764500000040,
  BookingDateOrder1764500000060,
  CatalogueSearch1764500000070,
  JobQueue1764600000000,
  PushSubscriptions1764700000020,
  RequestTimers1764700000030,
  PushDevicesPerSession1764700000040,
  Availability1764800000000,
  AppointmentReminders1764800000100,
  BookingVersion1764800000200,
  MobileMoney1764900000000,
  Refunds1764900000100,
  ProviderPayouts1764900000200,
  Sms1765000000000,
  BookingMessages1765000000100,
  TimeOnTheUnhappyPath1766300000000,
  PaymentNetworkRefusals1766000000000,

  TextsUnhappyPath1766200000000,
  DashboardFacts1766400000000,
  DashboardScopes1766410000000,
  Ratings1766500000000,
  AuditTrail1766600000000,
  DeletedAccounts1766650000000,
  BookingSeries1766700000000,
  ReceiptBusinessDetails1766800000000,
  PaymentClock1766860000000,
  UnpaidSums1766900000000,
  Retention1766910000000,
  DataExports1766920000000,
];

/** Schema changes happen only through migrations; `synchronize` stays off. A logger sees every statement. */
export function createDataSource(url: string, options: { logger?: Logger } = {}): DataSource {
  return new DataSource({
    ...(options.logger && { logger: options.logger, logging: ['query' as const] }),
    type: 'postgres',
    url,
    entities,
    migrations,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsTransactionMode: 'all',
    extra: { max: 10 },
  });
}

import { once } from 'node:events';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Context } from '../../context.js';
import { databaseIdOf } from '../../graphql/global-id.js';
import { todayInLusaka } from '../../lib/lusaka-time.js';
import { BookingOrder, BookingTab } from '../bookings/booking-enum-rules.js';
import { providerFilterOf } from '../bookings/booking.inputs.js';
import { ServiceFilter } from '../catalogue/service.inputs.js';
import { Role } from '../../lib/role.js';
import { findAffiliate } from '../promotions/affiliates.service.js';
import { adminFigures } from '../dashboards/admin-figures.service.js';
import { FigurePeriod } from '../dashboards/dashboard-rules.js';
import { csvRow, type Cell } from './csv.js';
import { User } from '../identity/user.entity.js';
import {
  BOOKING_COLUMNS,
  COMMISSION_COLUMNS,
  DASHBOARD_COLUMNS,
  dashboardRows,
  PROVIDER_EARNING_COLUMNS,
  bookingRows,
  commissionRows,
  providerEarningRows,
} from './exports.service.js';

/** The GraphQL enum names the screens use in their filters (REQUESTS, ALL, ...), as the stored values. */
const enumByName = <E extends Record<string, string>>(values: E) =>
  z.enum(Object.keys(values) as [keyof E & string, ...(keyof E & string)[]]).transform((name) => values[name]);

const bookingFilters = z.object({
  tab: enumByName(BookingTab),
  filter: enumByName(ServiceFilter).default(ServiceFilter.ALL),
  orderBy: enumByName(BookingOrder).default(BookingOrder.NEWEST_FIRST),
  // "AYS" or a provider's id, as the screen's provider filter sends it (an id of no provider exports no rows).
  providerId: z
    .string()
    .max(200)
    .optional()
    .transform((value) => providerFilterOf(value || null)),
});

const dashboardFilters = z.object({
  period: z.enum(FigurePeriod).default(FigurePeriod.DAYS),
  // Global ids of a city and a category, as the dashboard's filters send them; empty for all.
  cityId: z.string().max(200).optional(),
  categoryId: z.string().max(200).optional(),
});

const BOOKING_FILTER_ERRORS: Record<string, string> = {
  providerId: 'Choose a provider.',
  filter: 'Choose a filter: ALL, INTERNAL or EXTERNAL.',
  orderBy: 'Choose an order: NEWEST_FIRST, BOOKING_DATE_ASC or BOOKING_DATE_DESC.',
};

/** A person's name as part of a file name: letters and digits, the rest as dashes. */
const fileNamePart = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-');

function refuse(res: Response, status: number, message: string) {
  res.status(status).setHeader('Cache-Control', 'no-store').type('text/plain').send(message);
}

/**
 * Writes the rows as they are read, waiting whenever the client is slower than the database; stops
 * reading when the client goes away. A failure after the first byte can only cut the file short, so the
 * last line tells a complete file from a cut one.
 */
async function stream(res: Response, fileName: string, columns: string[], rows: AsyncGenerator<Cell[]>) {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  // A byte-order mark, so Excel reads names with letters beyond ASCII as UTF-8.
  res.write(`\uFEFF${csvRow(columns)}`);
  let count = 0;
  for await (const row of rows) {
    if (res.destroyed) return;
    count += 1;
    // A client that leaves while we wait would never drain: its close ends the wait too.
    if (!res.write(csvRow(row))) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  res.end(csvRow([`End of export: ${count} ${count === 1 ? 'row' : 'rows'}`]));
}

/** Who may download a file, as its refusals word it. */
type Audience = { roles: readonly Role[]; signIn: string; only: string };
const ADMINS: Audience = { roles: [Role.ADMIN], signIn: 'an admin', only: 'admins' };
const ADMINS_AND_PROVIDERS: Audience = {
  roles: [Role.ADMIN, Role.EXTERNAL_PROVIDER],
  signIn: 'an admin or a provider',
  only: 'admins and providers',
};

/**
 * CSV downloads (issue 8): /exports/bookings.csv with the admin bookings screen's filters,
 * /exports/affiliates/{id}/commissions.csv, and /exports/provider-earnings.csv (issue 24: every provider's or
 * one's for admins, their own for a provider), and /exports/dashboard.csv (issue 32: the admin dashboard's figures). The session cookie decides, as for /graphql.
 */
export function exportRoutes(contextFor: (req: Request, res: Response) => Promise<Context>): Router {
  const router = Router();

  const as =
    (audience: Audience, handler: (ctx: Context & { user: NonNullable<Context['user']> }, req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response, next: (error: unknown) => void) => {
      try {
        const ctx = await contextFor(req, res);
        if (!ctx.user) return refuse(res, 401, `Sign in as ${audience.signIn} to download this file.`);
        if (!audience.roles.includes(ctx.user.role)) return refuse(res, 403, `Only ${audience.only} can download this file.`);
        await handler({ ...ctx, user: ctx.user }, req, res);
      } catch (error) {
        if (res.headersSent) res.destroy(error as Error);
        else next(error);
      }
    };

  router.get(
    '/bookings.csv',
    as(ADMINS, async (ctx, req, res) => {
      const parsed = bookingFilters.safeParse(req.query);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0]);
        return refuse(res, 400, BOOKING_FILTER_ERRORS[field] ?? 'Choose a tab: REQUESTS, CONFIRMED, COMPLETED or CANCELLED.');
      }
      await stream(res, `bookings-${parsed.data.tab}-${todayInLusaka()}.csv`, BOOKING_COLUMNS, bookingRows(ctx, parsed.data));
    }),
  );

  router.get(
    '/affiliates/:id/commissions.csv',
    as(ADMINS, async (ctx, req, res) => {
      const affiliate = await findAffiliate(ctx, databaseIdOf(String(req.params.id), 'User'));
      if (!affiliate) return refuse(res, 404, 'Affiliate not found.');
      await stream(
        res,
        `commissions-${fileNamePart(affiliate.name)}-${todayInLusaka()}.csv`,
        COMMISSION_COLUMNS,
        commissionRows(ctx, affiliate.id),
      );
    }),
  );

  router.get(
    '/provider-earnings.csv',
    as(ADMINS_AND_PROVIDERS, async (ctx, req, res) => {
      const asked = typeof req.query.providerId === 'string' && req.query.providerId ? req.query.providerId : null;
      if (ctx.user.role === Role.EXTERNAL_PROVIDER) {
        if (asked !== null && databaseIdOf(asked, 'User') !== ctx.user.id)
          return refuse(res, 403, 'You can download only your own earnings.');
        return stream(res, `earnings-${todayInLusaka()}.csv`, PROVIDER_EARNING_COLUMNS, providerEarningRows(ctx, ctx.user.id));
      }
      if (asked === null)
        return stream(res, `provider-earnings-${todayInLusaka()}.csv`, PROVIDER_EARNING_COLUMNS, providerEarningRows(ctx, null));
      const provider = await ctx.db.getRepository(User).findOneBy({ id: databaseIdOf(asked, 'User'), role: Role.EXTERNAL_PROVIDER });
      if (!provider) return refuse(res, 404, 'Provider not found');
      await stream(
        res,
        `provider-earnings-${fileNamePart(provider.businessName || provider.name)}-${todayInLusaka()}.csv`,
        PROVIDER_EARNING_COLUMNS,
        providerEarningRows(ctx, provider.id),
      );
    }),
  );

  router.get(
    '/dashboard.csv',
    as(ADMINS, async (ctx, req, res) => {
      const parsed = dashboardFilters.safeParse(req.query);
      if (!parsed.success) return refuse(res, 400, 'Choose a period: DAYS or WEEKS.');
      const { period, cityId, categoryId } = parsed.data;
      const figures = await adminFigures(ctx, {
        period,
        cityId: cityId ? databaseIdOf(cityId, 'City') : null,
        categoryId: categoryId ? databaseIdOf(categoryId, 'Category') : null,
      });
      await stream(res, `figures-${period.toLowerCase()}-${todayInLusaka()}.csv`, DASHBOARD_COLUMNS, dashboardRows(figures));
    }),
  );

  return router;
}

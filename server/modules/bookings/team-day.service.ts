import type { Context } from '../../context.js';
import { badUserInput } from '../../graphql/errors.js';
import { addDays, isCalendarDate, lusakaInstant } from '../../lib/lusaka-time.js';
import type { TimeRange } from '../../lib/weekly-hours.js';
import { hoursOn, timeOf } from '../availability/working-hours-rules.js';
import { Booking } from './booking.entity.js';
import { InternalProvider } from '../providers/internal-provider.entity.js';
import type { TeamDayJob, TeamMemberDay } from './team-day.types.js';

const DATE_FORMAT = 'Write the date as YYYY-MM-DD.';

type HoldRow = { booking_id: string; person_id: string; starts: Date; ends: Date };

/**
 * The admin's day view (issue 23): every active team member, of one city or all, by name, with the hours
 * they work on `date` (their weekly plan or that day's exception) and the jobs they hold time for that
 * day. Four statements whatever the team's size: members, exceptions, holds, bookings.
 */
export async function teamDay(ctx: Context, date: string, cityId: string | null): Promise<TeamMemberDay[]> {
  if (!isCalendarDate(date)) throw badUserInput(DATE_FORMAT, { date: DATE_FORMAT });
  const query = ctx.db.getRepository(InternalProvider).createQueryBuilder('p').where('p.active');
  if (cityId) query.andWhere('p.city_id = :cityId', { cityId });
  const members = ctx.loaders.prime(InternalProvider, await query.orderBy('p.name').addOrderBy('p.id').getMany());
  if (members.length === 0) return [];
  const ids = members.map((member) => member.id);
  const midnight = lusakaInstant(date);
  const [exceptionRows, holdRows]: [{ person_id: string; ranges: TimeRange[] }[], HoldRow[]] = await Promise.all([
    ctx.db.query('SELECT person_id, ranges FROM working_hours_exceptions WHERE person_id = ANY($1) AND date = $2', [ids, date]),
    ctx.db.query(
      `SELECT booking_id, person_id, lower(during) AS starts, upper(during) AS ends FROM booking_holds
      WHERE person_id = ANY($1) AND during && tstzrange($2, $3) ORDER BY lower(during), booking_id`,
      [ids, midnight, lusakaInstant(addDays(date, 1))],
    ),
  ]);
  const bookings = await ctx.loaders.byId(Booking).loadMany(holdRows.map((row) => row.booking_id));
  const clock = (instant: Date) => timeOf(Math.min(1440, Math.max(0, Math.round((instant.getTime() - midnight.getTime()) / 60_000))));
  const jobs = new Map<string, TeamDayJob[]>();
  holdRows.forEach((row, index) => {
    const booking = bookings[index];
    if (!(booking instanceof Booking)) return;
    jobs.set(row.person_id, [
      ...(jobs.get(row.person_id) ?? []),
      { booking, start: clock(new Date(row.starts)), end: clock(new Date(row.ends)) },
    ]);
  });
  const exceptions = new Map(exceptionRows.map((row) => [row.person_id, row.ranges]));
  return members.map((member) => {
    const dayException = exceptions.get(member.id);
    const hours = hoursOn(member.workingHours, new Map(dayException ? [[date, dayException]] : []), date);
    return { member, hours: hours.map((span) => ({ start: timeOf(span.start), end: timeOf(span.end) })), jobs: jobs.get(member.id) ?? [] };
  });
}

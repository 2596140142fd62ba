import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { claimVersion } from '../../db/versions.js';
import type { Context } from '../../context.js';
import { badUserInput } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { lusakaInstant, todayInLusaka } from '../../lib/lusaka-time.js';
import type { TimeRange, WeeklyHours } from '../../lib/weekly-hours.js';
import { User } from '../identity/user.entity.js';
import { InternalProvider } from '../providers/internal-provider.entity.js';
import { findInternalProvider } from '../providers/providers.service.js';
import { timeOf, WEEKDAYS, WEEKDAY_NAMES } from './working-hours-rules.js';
import { firstShortfall, teamNeeded, type TeamHold } from './team-rules.js';
import type { WorkingDay, WorkingDayInput, WorkingHoursException, WorkingHoursExceptionInput } from './working-hours.types.js';
import { clearedDateRules, exceptionRules, exceptionWindowRules, teamSizeRules, weekRules } from './working-hours.validation.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange } from '../audit/audit-rules.js';

/** A weekly plan as the API shows it: seven days, Monday first. */
export function workingDaysOf(week: WeeklyHours): WorkingDay[] {
  return WEEKDAYS.map((weekday) => ({ weekday: Number(weekday), name: WEEKDAY_NAMES[weekday], ranges: week[weekday] ?? [] }));
}

const weekInput = z.object({ workingHours: weekRules });
const myHoursInput = z.object({ workingHours: weekRules, teamSize: teamSizeRules });

/** A team member's weekly plan (admins); an edit from a stale version is a CONFLICT. */
export async function setTeamMemberHours(
  ctx: Context,
  id: string,
  workingHours: WorkingDayInput[],
  expectedVersion: number | null,
): Promise<InternalProvider> {
  const week = validate(weekInput, { workingHours }).workingHours;
  const member = await findInternalProvider(ctx, id);
  return ctx.db.transaction(async (tx) => {
    await claimVersion(tx, InternalProvider, member.id, expectedVersion);
    await tx.update(InternalProvider, { id: member.id }, { workingHours: week });
    return tx.findOneByOrFail(InternalProvider, { id: member.id });
  });
}

/** Active or not: an inactive team member is given no new jobs; the jobs they hold stay theirs. */
export async function setTeamMemberActive(
  ctx: Context,
  id: string,
  active: boolean,
  expectedVersion: number | null,
): Promise<InternalProvider> {
  const member = await findInternalProvider(ctx, id);
  return ctx.db.transaction(async (tx) => {
    await claimVersion(tx, InternalProvider, member.id, expectedVersion);
    // Read under the version claim's row lock, so of two admins at once only a real change is recorded.
    const before = await tx.findOneByOrFail(InternalProvider, { id: member.id });
    await tx.update(InternalProvider, { id: member.id }, { active });
    if (before.active !== active) {
      await recordAdminAction(tx, ctx, {
        action: active ? 'activate_team_member' : 'deactivate_team_member',
        recordType: 'InternalProvider',
        recordId: member.id,
        change: auditChange({ active: before.active }, { active }),
      });
    }
    return tx.findOneByOrFail(InternalProvider, { id: member.id });
  });
}

/** When an instant is in Lusaka, as people read it: "2026-12-01 at 10:00". */
function lusakaMoment(instant: number): string {
  const date = todayInLusaka(new Date(instant));
  return `${date} at ${timeOf(Math.round((instant - lusakaInstant(date).getTime()) / 60_000))}`;
}

/**
 * Refuses a team too small for the provider's upcoming jobs: more of them overlap at some instant than it
 * has people. Runs after the version claim has locked the provider's row, which every booking of theirs
 * takes too (the capacity trigger on booking_holds), so no booking can slip in between this read and the
 * save; the trigger on users.team_size refuses the same in PostgreSQL for any other writer.
 */
async function checkTeamFits(tx: EntityManager, providerId: string, teamSize: number): Promise<void> {
  const rows: { starts: Date; ends: Date }[] = await tx.query(
    `SELECT lower(during) AS starts, upper(during) AS ends FROM booking_holds
     WHERE person_id = $1 AND seat IS NULL AND upper(during) > now()`,
    [providerId],
  );
  const holds: TeamHold[] = rows.map((row) => ({ start: row.starts.getTime(), end: row.ends.getTime() }));
  const shortfall = firstShortfall(holds, teamSize);
  if (shortfall === null) return;
  const message = `Your upcoming bookings need a team of at least ${teamNeeded(holds)}, for example on ${lusakaMoment(shortfall)}.`;
  throw badUserInput(message, { teamSize: message });
}

/** An external provider's own weekly plan and team size; a smaller team must still be able to do every upcoming job. */
export async function setMyHours(
  ctx: Context,
  input: { workingHours: WorkingDayInput[]; teamSize: number },
  expectedVersion: number | null,
): Promise<User> {
  const { workingHours, teamSize } = validate(myHoursInput, input);
  const me = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    await claimVersion(tx, User, me.id, expectedVersion);
    await checkTeamFits(tx, me.id, teamSize);
    await tx.update(User, { id: me.id }, { workingHours, teamSize });
    return tx.findOneByOrFail(User, { id: me.id });
  });
}

/**
 * Sets one date's exception for a person (a team member or an external provider): other hours, or none
 * for a day off. Each date is its own row, so two edits of different dates never collide and the last
 * edit of one date wins; the person's version is not involved.
 */
export async function setHoursException(db: EntityManager, personId: string, input: WorkingHoursExceptionInput): Promise<void> {
  const { date, ranges } = validate(exceptionRules(todayInLusaka()), input);
  await db.query(
    `INSERT INTO working_hours_exceptions (person_id, date, ranges) VALUES ($1, $2, $3)
     ON CONFLICT (person_id, date) DO UPDATE SET ranges = EXCLUDED.ranges`,
    [personId, date, JSON.stringify(ranges)],
  );
}

/** Removes one date's exception: that date follows the weekly plan again. */
export async function clearHoursException(db: EntityManager, personId: string, date: string): Promise<void> {
  const valid = validate(clearedDateRules, { date });
  await db.query('DELETE FROM working_hours_exceptions WHERE person_id = $1 AND date = $2', [personId, valid.date]);
}

/** The person's exceptions from `from` to `to` (today and a year on by default), by date; one query for a page of people. */
export async function exceptionsOf(
  ctx: Context,
  personId: string,
  window: { from?: string | null; to?: string | null },
): Promise<WorkingHoursException[]> {
  const { from, to } = validate(exceptionWindowRules(todayInLusaka()), window);
  const loader = ctx.loaders.batch(`working-hours-exceptions:${from}:${to}`, async (ids) => {
    const rows: { person_id: string; date: string; ranges: TimeRange[] }[] = await ctx.db.query(
      `SELECT person_id, to_char(date, 'YYYY-MM-DD') AS date, ranges FROM working_hours_exceptions
       WHERE person_id = ANY($1) AND date BETWEEN $2 AND $3 ORDER BY date`,
      [[...ids], from, to],
    );
    return ids.map((id) =>
      rows.filter((row) => row.person_id === id).map((row) => ({ date: row.date, ranges: row.ranges, dayOff: row.ranges.length === 0 })),
    );
  });
  return loader.load(personId);
}

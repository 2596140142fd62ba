import type { DataSource } from 'typeorm';
import { addDays } from '../../lib/lusaka-time.js';
import { log } from '../../observability/logger.js';
import { noticeChannels, sendNotice, type Channel } from '../notifications/notice-channels.service.js';
import type { Notice, Recipient, ScheduleJob } from '../notifications/notice-rules.js';
import { scheduleDate } from './appointment-reminder-rules.js';
import type { TimerDeps } from './request-timers.service.js';

/** Where an external provider sees their confirmed bookings. */
const PROVIDER_BOOKINGS = '/provider/bookings?tab=confirmed';
/** Days the record of a sent list is kept (it matters only until its day is over). */
const KEEP_SENT_DAYS = 7;

type JobRow = {
  person_id: string;
  time: string;
  service_name: string;
  package_name: string;
  reference: string;
  customer_note: string | null;
  customer_name: string;
  customer_phone: string | null;
  area_name: string | null;
  city_name: string | null;
};

type PersonRow = { id: string; name: string; email: string | null; phone: string | null; has_account: boolean };

/**
 * A day's confirmed jobs in time order, each with its person: the external provider of its service, or
 * the team member it is assigned to (an internal booking nobody was assigned to has no one to tell).
 */
const JOBS_ON = `SELECT COALESCE(b.provider_user_id, b.assigned_employee_id) AS person_id, b.time, s.service_name, b.package_name,
    b.reference, b.customer_note, c.name AS customer_name, c.phone AS customer_phone, a.name AS area_name, ci.name AS city_name
  FROM bookings b
  JOIN services s ON s.id = b.service_id
  JOIN users c ON c.id = b.customer_id
  LEFT JOIN areas a ON a.id = c.area_id
  LEFT JOIN cities ci ON ci.id = c.city_id
  WHERE b.tab = 'confirmed' AND b.date = $1 AND COALESCE(b.provider_user_id, b.assigned_employee_id) IS NOT NULL
  ORDER BY b.time, b.id`;

/** The people with jobs: external providers whose accounts are active, and team members (who have no account). */
const PEOPLE = `SELECT id, name, email, phone, true AS has_account FROM users WHERE id = ANY($1) AND status = 'active'
  UNION ALL SELECT id, name, email, phone, false FROM internal_providers WHERE id = ANY($1)`;

function jobOf(row: JobRow): ScheduleJob {
  return {
    time: row.time,
    serviceName: row.service_name,
    packageName: row.package_name,
    reference: row.reference,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    area: [row.area_name, row.city_name].filter(Boolean).join(', ') || null,
    note: row.customer_note,
  };
}

/** Queues one person's list, unless theirs for that day is already out: the row and the messages commit together. */
function sendOnce(
  db: DataSource,
  channels: Channel[],
  personId: string,
  recipient: Recipient,
  notice: Extract<Notice, { kind: 'daily-schedule' }>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed: unknown[] = await tx.query(
      'INSERT INTO daily_schedules_sent (person_id, date) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING person_id',
      [personId, notice.date],
    );
    if (claimed.length === 0) return false;
    await sendNotice(channels, tx, recipient, notice);
    return true;
  });
}

/**
 * The evening message (issue 23) as at `now`: each external provider and each team member with jobs
 * tomorrow gets one list of them on every channel that reaches them (team members have no account, so
 * no push), at most once per person and day however often this runs. A person whose list fails is
 * logged and the others still go; the run then fails, so the job's retry sends the ones left.
 */
export async function sendDailySchedules(deps: TimerDeps, now = new Date()): Promise<{ people: number }> {
  const date = scheduleDate(now);
  const jobsOf = new Map<string, ScheduleJob[]>();
  for (const row of (await deps.db.query(JOBS_ON, [date])) as JobRow[])
    jobsOf.set(row.person_id, [...(jobsOf.get(row.person_id) ?? []), jobOf(row)]);
  const people: PersonRow[] = jobsOf.size ? await deps.db.query(PEOPLE, [[...jobsOf.keys()]]) : [];
  const channels = noticeChannels(deps.jobs, deps.publicUrl);
  let sent = 0;
  let failed = 0;
  for (const person of people) {
    const recipient: Recipient = {
      name: person.name,
      email: person.email,
      phone: person.phone,
      userId: person.has_account ? person.id : null,
    };
    const notice = {
      kind: 'daily-schedule' as const,
      date,
      jobs: jobsOf.get(person.id)!,
      path: person.has_account ? PROVIDER_BOOKINGS : null,
    };
    if (!channels.some((channel) => channel.reaches(recipient, notice))) continue;
    try {
      if (await sendOnce(deps.db, channels, person.id, recipient, notice)) sent += 1;
    } catch (error) {
      log().error({ personId: person.id, date, err: error }, "An evening list of tomorrow's jobs could not be queued");
      failed += 1;
    }
  }
  await deps.db.query('DELETE FROM daily_schedules_sent WHERE date < $1', [addDays(date, -KEEP_SENT_DAYS)]);
  if (failed) throw new Error(`${failed} evening lists of tomorrow's jobs could not be queued`);
  return { people: sent };
}

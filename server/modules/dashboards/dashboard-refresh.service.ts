import type { DataSource, EntityManager } from 'typeorm';
import { addDays, todayInLusaka } from '../../lib/lusaka-time.js';
import { FACT, FigurePeriod, REFRESH_DAYS, mondayOf, windowOf } from './dashboard-rules.js';

/** A timestamp's Africa/Lusaka day, and the instant a Lusaka day starts (so the range reads an index). */
const day = (column: string) => `(${column} AT TIME ZONE 'Africa/Lusaka')::date`;
const SINCE = `($1::date::timestamp AT TIME ZONE 'Africa/Lusaka')`;
/** The booked service's city and category: every fact can be filtered by them. */
const SERVICE = 'JOIN services s ON s.id = b.service_id';

/**
 * Each kind of fact from the rows it counts, for the days from $1 on. Every event counts on the Lusaka day it
 * happened: a booking made on its creation, completed (its full price as gross value, its platform fee) on
 * completion, cancelled on cancellation; a payment AYS verified on the day it was paid, a refund on the day
 * it was sent; an appointment on its booked day and hour. Decisions: docs/decisions.md, issue 32.
 */
const FACTS = [
  `SELECT ${day('b.created_at')}, '${FACT.MADE}', s.city_id, s.category_id, '', '', count(*), sum(b.full_payment_ngwee), 0
   FROM bookings b ${SERVICE} WHERE b.created_at >= ${SINCE} GROUP BY 1, 3, 4`,
  `SELECT ${day('b.completed_at')}, '${FACT.COMPLETED}', s.city_id, s.category_id, '', '', count(*), sum(b.full_payment_ngwee), sum(b.platform_fee_ngwee)
   FROM bookings b ${SERVICE} WHERE b.completed_at >= ${SINCE} AND b.status = 'completed' GROUP BY 1, 3, 4`,
  `SELECT ${day('b.cancelled_at')}, '${FACT.CANCELLED}', s.city_id, s.category_id, coalesce(b.cancelled_by, 'system'),
     coalesce(nullif(btrim(b.cancel_reason), ''), 'No reason provided'), count(*), 0, 0
   FROM bookings b ${SERVICE} WHERE b.cancelled_at >= ${SINCE} AND b.status = 'cancelled' GROUP BY 1, 3, 4, 5, 6`,
  `SELECT ${day('p.created_at')}, '${FACT.COLLECTED}', s.city_id, s.category_id,
     CASE WHEN m.network = 'MTN' THEN 'MTN_MOMO' WHEN m.network = 'AIRTEL' THEN 'AIRTEL_MONEY'
          WHEN p.payment_method = 'bank_transfer' THEN 'BANK' ELSE 'PROOF' END, '', count(*), sum(p.amount_ngwee), 0
   FROM booking_payments p JOIN bookings b ON b.id = p.booking_id ${SERVICE}
   LEFT JOIN mobile_money_payments m ON m.id = p.mobile_money_payment_id
   WHERE p.created_at >= ${SINCE} AND p.status = 'Payment Verified' GROUP BY 1, 3, 4, 5`,
  `SELECT ${day('r.settled_at')}, '${FACT.REFUND}', s.city_id, s.category_id, '', '', count(*), sum(r.amount_ngwee), 0
   FROM refunds r JOIN bookings b ON b.id = r.booking_id ${SERVICE}
   WHERE r.settled_at >= ${SINCE} AND r.status IN ('sent', 'paid') GROUP BY 1, 3, 4`,
  // An attempt's outcome: successful, a failure reason, or still waiting; extra sums the seconds to confirm.
  `SELECT ${day('m.created_at')}, '${FACT.MOBILE_MONEY}', s.city_id, s.category_id, m.network,
     CASE WHEN m.status = 'failed' THEN coalesce(m.failure_reason, 'FAILED') ELSE m.status END, count(*), sum(m.amount_ngwee),
     coalesce(sum(round(extract(epoch FROM m.settled_at - m.created_at))) FILTER (WHERE m.status = 'successful'), 0)
   FROM mobile_money_payments m JOIN bookings b ON b.id = m.booking_id ${SERVICE}
   WHERE m.created_at >= ${SINCE} GROUP BY 1, 3, 4, 5, 6`,
  // Busiest days and hours: when the jobs are, for every booking not cancelled; key the ISO weekday, detail the hour.
  `SELECT b.date, '${FACT.APPOINTMENT}', s.city_id, s.category_id, extract(isodow FROM b.date)::text, left(b.time, 2), count(*), 0, 0
   FROM bookings b ${SERVICE} WHERE b.date >= $1::date AND b.status <> 'cancelled' GROUP BY 1, 3, 4, 5, 6`,
  // Top lists: each service's bookings made (n) and gross value of those completed (amount), detail its provider.
  `SELECT d, '${FACT.SERVICE}', s.city_id, s.category_id, s.id::text, coalesce(s.provider_user_id::text, ''), sum(made), sum(gross), 0
   FROM (SELECT ${day('created_at')} AS d, service_id, 1 AS made, 0 AS gross FROM bookings WHERE created_at >= ${SINCE}
         UNION ALL
         SELECT ${day('completed_at')}, service_id, 0, full_payment_ngwee FROM bookings WHERE completed_at >= ${SINCE} AND status = 'completed') e
   JOIN services s ON s.id = e.service_id GROUP BY 1, 3, 4, 5, 6`,
];

/** A row's scope in GROUPING SETS over city and category: each id ('-' for none), or '*' where grouped out. */
const SCOPE = `CASE WHEN GROUPING(city_id) = 1 THEN '*' ELSE coalesce(city_id::text, '-') END || '/' ||
  CASE WHEN GROUPING(category_id) = 1 THEN '*' ELSE coalesce(category_id::text, '-') END`;
/** Every scope of `dims`: by city and category, by either alone, and for all. */
const EVERY_SCOPE = (dims: string) =>
  `GROUPING SETS ((${dims}, city_id, category_id), (${dims}, city_id), (${dims}, category_id), (${dims}))`;

/**
 * What the year's figures and the top lists read, per scope (dashboard-rules `scopeOf`): every kind but the
 * services' per week from the week of `from` on, and each service's totals over today's 30-day and 52-week
 * windows.
 */
async function rebuildScopes(tx: EntityManager, from: string, today: string): Promise<void> {
  const week = mondayOf(from);
  await tx.query('DELETE FROM dashboard_weeks WHERE week >= $1', [week]);
  await tx.query(
    `INSERT INTO dashboard_weeks (scope, kind, week, key, detail, n, amount, extra)
     SELECT ${SCOPE}, kind, date_trunc('week', day)::date, key, detail, sum(n), sum(amount), sum(extra) FROM dashboard_facts
     WHERE kind <> '${FACT.SERVICE}' AND day >= $1 GROUP BY ${EVERY_SCOPE("kind, date_trunc('week', day), key, detail")}`,
    [week],
  );
  // The windows' service totals go with them (ON DELETE CASCADE).
  await tx.query('DELETE FROM dashboard_windows');
  for (const period of Object.values(FigurePeriod)) {
    const window = windowOf(period, today);
    await tx.query('INSERT INTO dashboard_windows (period, day_from, day_to) VALUES ($1, $2, $3)', [period, window.from, window.to]);
    await tx.query(
      `INSERT INTO dashboard_service_totals (period, scope, service_id, provider, bookings, value)
       SELECT $1, ${SCOPE}, key::uuid, detail, sum(n), sum(amount) FROM dashboard_facts
       WHERE kind = '${FACT.SERVICE}' AND day BETWEEN $2 AND $3 GROUP BY ${EVERY_SCOPE('key, detail')}`,
      [period, window.from, window.to],
    );
  }
}

async function rebuildFrom(tx: EntityManager, from: string): Promise<void> {
  await tx.query('DELETE FROM dashboard_facts WHERE day >= $1', [from]);
  for (const select of FACTS)
    await tx.query(`INSERT INTO dashboard_facts (day, kind, city_id, category_id, key, detail, n, amount, extra) ${select}`, [from]);
  await tx.query(
    'INSERT INTO dashboard_refreshes (id, refreshed_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET refreshed_at = now()',
  );
}

/**
 * Rebuilds the rollup's last REFRESH_DAYS days (and every later day: appointments are booked ahead), or all
 * of it the first time. One refresh at a time (an advisory lock), in one transaction, so the charts never
 * read half a day.
 */
export async function refreshDashboardFacts(db: DataSource, { everything = false, now = new Date() } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('dashboard_facts'))`);
    const [done] = await tx.query('SELECT 1 FROM dashboard_refreshes');
    const today = todayInLusaka(now);
    const from = everything || !done ? '1970-01-01' : addDays(today, -REFRESH_DAYS);
    await rebuildFrom(tx, from);
    await rebuildScopes(tx, from, today);
  });
}

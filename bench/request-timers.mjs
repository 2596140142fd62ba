// The unpaid request timers at production scale (issue 11): loads 1,000,000 bookings as scale.mjs does,
// leaves them as running timers would (no unpaid request older than the expiry, the older ones reminded),
// lets 100 fall due for a reminder and 100 for expiry, then runs the app's own sweep job twice (with work,
// then with none) and reports how long each took and whether it scanned the bookings table.
// Options: BENCH_BOOKINGS (default 1,000,000).
import { PgBoss } from 'pg-boss';
import { loadBookings, loadCatalogue } from './bulk-data.mjs';
import { startApp, stopApp } from './app-process.mjs';

const bookings = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const DUE = 100;

const app = await startApp({ JOB_POLL_SECONDS: '0.5' });
const db = await app.connect();
const boss = new PgBoss({ connectionString: app.databaseUrl, schema: 'pgboss', max: 1, schedule: false, supervise: false });
boss.on('error', (error) => console.error(error.message));
try {
  await loadCatalogue(db, { services: 5_000 });
  await loadBookings(app.connect, { count: bookings, commissions: 0 });
  // What the timers keep: unpaid requests past 72 hours expired, those past 24 hours reminded. Then a few fall due.
  await db.query(`UPDATE bookings SET status = 'cancelled', cancelled_by = 'system', cancel_reason = 'Expired: no proof of payment within 72 hours',
    cancelled_at = created_at + interval '72 hours' WHERE status = 'unconfirmed' AND created_at <= now() - interval '72 hours'`);
  await db.query(`UPDATE bookings SET reminder_sent_at = created_at + interval '24 hours'
    WHERE status = 'unconfirmed' AND created_at <= now() - interval '24 hours'`);
  await db.query(`UPDATE bookings SET reminder_sent_at = NULL WHERE id IN (SELECT id FROM bookings WHERE status = 'unconfirmed'
    AND created_at <= now() - interval '24 hours' ORDER BY created_at DESC LIMIT ${DUE})`);
  await db.query(`UPDATE bookings SET status = 'unconfirmed', cancelled_by = NULL, cancel_reason = NULL, cancelled_at = NULL
    WHERE id IN (SELECT id FROM bookings WHERE cancelled_by = 'system' ORDER BY created_at DESC LIMIT ${DUE})`);
  await db.query('UPDATE platform_settings SET remind_unpaid_after_hours = 24, expire_unpaid_after_hours = 72 WHERE id = 1');
  await db.query('VACUUM ANALYZE bookings');
  const {
    rows: [counts],
  } = await db.query(`SELECT count(*) AS bookings, count(*) FILTER (WHERE status = 'unconfirmed') AS unpaid FROM bookings`);
  console.log(
    `${Number(counts.bookings).toLocaleString('en')} bookings, ${Number(counts.unpaid).toLocaleString('en')} unpaid requests; ` +
      `${DUE} due for a reminder and ${DUE} for expiry\n`,
  );

  await boss.start();
  const scans = async () => {
    // This connection's own reads (the counts above and below) are flushed first; the app's reach the view
    // within a second of its last transaction.
    await db.query('SELECT pg_stat_force_next_flush()');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return (await db.query(`SELECT seq_scan FROM pg_stat_user_tables WHERE relname = 'bookings'`)).rows[0].seq_scan;
  };
  for (const label of ['sweep with work', 'sweep with none']) {
    const before = await scans();
    const id = await boss.send('request-timers', {});
    let job;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = await boss.getJobById('request-timers', id);
    } while (job.state !== 'completed' && job.state !== 'failed');
    const ms = job.completedOn - job.startedOn;
    const seqScans = (await scans()) - before;
    // Counted after the scan figure: this count reads the whole table itself.
    const {
      rows: [done],
    } = await db.query(`SELECT count(*) FILTER (WHERE cancelled_by = 'system' AND cancelled_at > now() - interval '1 minute') AS expired,
      count(*) FILTER (WHERE reminder_sent_at > now() - interval '1 minute') AS reminded FROM bookings`);
    console.log(
      `${label.padEnd(16)} ${job.state}, ${String(ms).padStart(5)} ms; expired ${done.expired}, reminded ${done.reminded} so far; ` +
        `sequential scans of bookings during it: ${seqScans}`,
    );
  }
} finally {
  await boss.stop({ graceful: false }).catch(() => {});
  await db.end();
  await stopApp(app);
}

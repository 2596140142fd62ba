// Fills a throw-away marketplace database (the demo data already in it) to production scale with
// `INSERT ... SELECT generate_series`: providers, customers, services with packages, bookings spread over
// every tab and three years, and commissions. The demo accounts own a share of the rows, so their screens
// are as full as anyone's. Never point this at a database you keep.

/**
 * Numbers rows of a query into a scratch table `name(k, ...)`, so generated rows can pick the k-th one by a
 * join. Unlogged rather than temporary: the parallel loaders' connections read it too.
 */
async function numbered(db, name, select) {
  await db.query(`CREATE UNLOGGED TABLE ${name} AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM (${select}) picked`);
  await db.query(`CREATE UNIQUE INDEX ON ${name} (k); ANALYZE ${name}`);
  const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM ${name}`)).rows;
  return count;
}

/** Names of the generated services (each with its number), so searches find a realistic share of them. */
const SERVICE_NAMES = [
  'Geyser Repair',
  'Leak & Tap Repair',
  'Blocked Drain Clearing',
  'Home Deep Cleaning',
  'Office Cleaning',
  'House Wiring',
  'Solar Backup',
  'Hair Braiding',
  'Household Moving',
  'Garden Care',
  'Fridge Repair',
  'Washing Machine Repair',
];
const BENCH_DESCRIPTION = 'A service made by the benchmark, with a description of ordinary length for a listing.';

/**
 * Providers and customers (the demo ones included), and `services` listed services with two packages each,
 * spread over the categories and cities.
 */
export async function loadCatalogue(db, { services, providers = 100, customers = 20_000 }) {
  await db.query(
    `
    INSERT INTO users (email, role, name, phone, city_id, verified, is_approved, password_hash)
    SELECT 'bench-provider-' || n || '@bench.zm', 'external_provider', 'Bench Provider ' || lpad(n::text, 4, '0'), '+260 97 ' || lpad(n::text, 7, '0'),
      (SELECT id FROM cities ORDER BY name LIMIT 1), true, true, 'no sign-in'
    FROM generate_series(1, $1::int - 1) AS n`,
    [providers],
  );
  await db.query(
    `
    INSERT INTO users (email, role, name, phone, city_id, password_hash)
    SELECT 'bench-customer-' || n || '@bench.zm', 'customer', 'Bench Customer ' || lpad(n::text, 6, '0'), '+260 96 ' || lpad(n::text, 7, '0'),
      (SELECT id FROM cities ORDER BY name LIMIT 1), 'no sign-in'
    FROM generate_series(1, $1::int - 1) AS n`,
    [customers],
  );
  const categories = await numbered(db, 'bench_categories', 'SELECT id FROM categories WHERE active');
  const providerCount = await numbered(db, 'bench_providers', "SELECT id FROM users WHERE role = 'external_provider' AND is_approved");
  const cities = await numbered(db, 'bench_cities', 'SELECT id FROM cities WHERE active');
  // A quarter of the services are the internal team's (AYS), the rest spread over the providers.
  await db.query(
    `
    INSERT INTO services (service_name, category_id, provider_user_id, provider_name, city_id, status, active, is_approved, commission_rate, is_markup, description)
    SELECT ($2::text[])[1 + n % ${SERVICE_NAMES.length}] || ' ' || lpad(n::text, 5, '0'), c.id, CASE WHEN n % 4 = 0 THEN NULL ELSE p.id END,
      CASE WHEN n % 4 = 0 THEN 'AYS Team' ELSE 'Bench Provider' END, ci.id, 'active', true, true, 15, n % 3 = 0, $3
    FROM generate_series(1, $1::int) AS n
    JOIN bench_categories c ON c.k = n % ${categories}
    JOIN bench_cities ci ON ci.k = (n / 3) % ${cities}
    JOIN bench_providers p ON p.k = (n / 4) % ${providerCount}`,
    [services, SERVICE_NAMES, BENCH_DESCRIPTION],
  );
  await db.query(
    `
    INSERT INTO packages (service_id, position, name, is_mandatory, price_ngwee, deposit_value)
    SELECT s.id, tier.position, tier.name, tier.position = 0, tier.price + (abs(hashtext(s.id::text)) % 100) * 500, 50
    FROM services s CROSS JOIN (VALUES (0, 'Basic', 25000), (1, 'Standard', 60000)) AS tier (position, name, price)
    WHERE s.description = $1`,
    [BENCH_DESCRIPTION],
  );
  await db.query('DROP TABLE bench_categories, bench_providers, bench_cities; ANALYZE users; ANALYZE services; ANALYZE packages');
}

/** Runs `work(client)` on `count` connections of their own at once: the machine's cores share the load. */
async function inParallel(connect, count, work) {
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const client = await connect();
      try {
        // As a restore does: no per-row triggers (foreign key checks, and the provider lookup, which the load
        // sets from its own join) while the rows go in; the joins only pick existing rows.
        await client.query("SET session_replication_role = replica; SET maintenance_work_mem = '256MB'");
        await work(client, index);
      } finally {
        await client.end();
      }
    }),
  );
}

/**
 * `count` bookings: 60% requests (unconfirmed or verifying payment), then confirmed, completed and cancelled,
 * one every 94 seconds back from now (about three years), on every service and customer in turn; and a
 * commission for the demo affiliate on every fifth booking up to `commissions`. Indexes are dropped during
 * the load and built again after, as a restore does.
 */
export async function loadBookings(connect, { count, commissions, workers = 2 }) {
  const db = await connect();
  // Three years of requests left unpaid, which the request timers would have expired long ago: with the
  // timers on, the app's sweeps would spend minutes expiring them under the measurements, and a sweep
  // running while the holds are loaded would cancel bookings being given holds. Off before the first one.
  await db.query('UPDATE platform_settings SET remind_unpaid_after_hours = NULL, expire_unpaid_after_hours = NULL WHERE id = 1');
  await numbered(db, 'bench_services', 'SELECT id, provider_user_id, service_name FROM services');
  const customerCount = await numbered(db, 'bench_customers', "SELECT id FROM users WHERE role = 'customer'");
  const serviceCount = (await db.query('SELECT count(*)::int AS n FROM bench_services')).rows[0].n;
  const { rows: indexes } = await db.query(`
    SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'bookings' AND indexname <> 'bookings_pkey'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = indexname)`);
  for (const { indexname } of indexes) await db.query(`DROP INDEX ${indexname}`);
  const share = Math.ceil(count / workers);
  await inParallel(connect, workers, (client, worker) =>
    client.query(
      `
    INSERT INTO bookings (reference, service_id, provider_user_id, package_name, customer_id, date, time, status, is_confirmed,
      list_price_ngwee, customer_price_ngwee, full_payment_ngwee, deposit_ngwee, commission_ngwee, platform_fee_ngwee,
      provider_receives_ngwee, deposit_source, commission_covered_by_deposit, created_at)
    SELECT 'BENCH-' || n, s.id, s.provider_user_id, 'Basic', c.id, (now() - n * interval '94 seconds')::date + 7, '10:00',
      (ARRAY['unconfirmed', 'unconfirmed', 'unconfirmed', 'verifying_payment', 'verifying_payment', 'verifying_payment',
             'confirmed', 'confirmed', 'completed', 'cancelled'])[1 + n % 10],
      n % 10 IN (6, 7, 8), 25000, 25000, 25000, 5000, 3750, 3750, 21250,
      CASE WHEN s.provider_user_id IS NULL THEN 'AYS' ELSE 'external_provider' END, true,
      date_trunc('second', now()) - n * interval '94 seconds'
    FROM generate_series($1::int, $2::int) AS n
    JOIN bench_services s ON s.k = n % ${serviceCount}
    JOIN bench_customers c ON c.k = (n / 7) % ${customerCount}`,
      [worker * share + 1, Math.min(count, (worker + 1) * share)],
    ),
  );
  await db.query('ANALYZE bookings');
  await inParallel(connect, 1, (client) =>
    client.query(
      `
    INSERT INTO affiliate_commissions (affiliate_id, booking_id, date, service_name, amount_ngwee, code_name, created_at)
    SELECT (SELECT id FROM users WHERE email = 'affiliate@demo.zm'), b.id, b.date, s.service_name, 1250, 'BWALYA10', b.created_at
    FROM bookings b JOIN services s ON s.id = b.service_id
    WHERE b.reference LIKE 'BENCH-%' AND substr(b.reference, 7)::int % 5 = 0 AND substr(b.reference, 7)::int <= $1::int * 5`,
      [commissions],
    ),
  );
  await inParallel(connect, workers, async (client, worker) => {
    for (const { indexdef } of indexes.filter((_, index) => index % workers === worker)) await client.query(indexdef);
  });
  await db.query('DROP TABLE bench_services, bench_customers; ANALYZE bookings; ANALYZE affiliate_commissions');
  await db.end();
}

/**
 * A team of `members` people spread over the cities, each in every category, and a hold for every open
 * bench booking (unconfirmed, verifying or confirmed): on its external provider, or on a team member for
 * an internal service, two hours from its booked day at the hour it was made. A team member's hold has a
 * seat of its own, so the exclusion constraint stays whole without the generator having to avoid overlaps;
 * a provider's holds have none (they are counted, issue 30), so each bench provider is given the team its
 * holds need (at most 50), which the capacity trigger checks as they go in. Each person carries a real
 * provider's load of holds for the free-time query to read through.
 */
export async function loadHolds(db, { members = 200 } = {}) {
  await db.query(
    `
    INSERT INTO internal_providers (name, phone, nrc, city_id)
    SELECT 'Bench Member ' || lpad(n::text, 4, '0'), '+260 97 ' || lpad(n::text, 7, '0'), 'BENCH-' || n,
      (SELECT id FROM cities ORDER BY name OFFSET n % (SELECT count(*) FROM cities) LIMIT 1)
    FROM generate_series(1, $1::int) AS n`,
    [members],
  );
  await db.query(`
    INSERT INTO internal_provider_categories (provider_id, category_id)
    SELECT p.id, c.id FROM internal_providers p CROSS JOIN categories c WHERE p.nrc LIKE 'BENCH-%'`);
  await numbered(db, 'bench_members', "SELECT id FROM internal_providers WHERE nrc LIKE 'BENCH-%'");
  await db.query(
    `
    CREATE TABLE bench_holds AS
    SELECT b.id AS booking_id, coalesce(b.provider_user_id, m.id) AS person_id,
      CASE WHEN b.provider_user_id IS NULL THEN row_number() OVER () END AS seat,
      tstzrange(b.date + (b.created_at AT TIME ZONE 'Africa/Lusaka')::time(0) AT TIME ZONE 'Africa/Lusaka',
                b.date + (b.created_at AT TIME ZONE 'Africa/Lusaka')::time(0) AT TIME ZONE 'Africa/Lusaka' + interval '2 hours') AS during
    FROM bookings b JOIN bench_members m ON m.k = abs(hashtext(b.id::text)) % $1::int
    WHERE b.reference LIKE 'BENCH-%' AND b.status IN ('unconfirmed', 'verifying_payment', 'confirmed')`,
    [members],
  );
  await db.query(`
    UPDATE users u SET team_size = greatest(u.team_size, need.most) FROM (
      SELECT person_id, max(jobs) AS most FROM (
        SELECT person_id, sum(delta) OVER (PARTITION BY person_id ORDER BY at, delta ROWS UNBOUNDED PRECEDING) AS jobs FROM (
          SELECT person_id, lower(during) AS at, 1 AS delta FROM bench_holds WHERE seat IS NULL
          UNION ALL SELECT person_id, upper(during), -1 FROM bench_holds WHERE seat IS NULL) events) running
      GROUP BY person_id) need
    WHERE u.id = need.person_id`);
  await db.query('INSERT INTO booking_holds (booking_id, person_id, seat, during) SELECT * FROM bench_holds');
  await db.query('DROP TABLE bench_members, bench_holds');
  await db.query('VACUUM ANALYZE booking_holds, internal_providers, internal_provider_categories');
}

/**
 * A provider with a team of `teamSize` who is busy (issue 30): for each of the next `days` days, `lanes`
 * people each do four two-hour jobs (08:00, 10:00, 12:00, 14:00, every fourth lane half an hour later),
 * confirmed bookings with their holds, on one bench provider's service. Returns that service's id.
 */
export async function loadBusyTeam(db, { teamSize = 50, lanes = 45, days = 14 } = {}) {
  const service = (
    await db.query(`SELECT id, provider_user_id FROM services
      WHERE description LIKE 'A service made by the benchmark%' AND provider_user_id IS NOT NULL ORDER BY id DESC LIMIT 1`)
  ).rows[0];
  await db.query('UPDATE users SET team_size = $2 WHERE id = $1', [service.provider_user_id, teamSize]);
  await db.query(
    `
    INSERT INTO bookings (reference, service_id, provider_user_id, package_name, customer_id, date, time, status, is_confirmed,
      list_price_ngwee, customer_price_ngwee, full_payment_ngwee, deposit_ngwee, commission_ngwee, platform_fee_ngwee,
      provider_receives_ngwee, deposit_source, commission_covered_by_deposit)
    SELECT 'BENCH-TEAM-' || day || '-' || lane || '-' || job, $1, $2, 'Basic',
      (SELECT id FROM users WHERE email = 'customer@demo.zm'), (now() AT TIME ZONE 'Africa/Lusaka')::date + day,
      to_char(time '08:00' + job * interval '2 hours' + (lane % 4) * interval '30 minutes', 'HH24:MI'),
      'confirmed', true, 25000, 25000, 25000, 5000, 3750, 3750, 21250, 'external_provider', true
    FROM generate_series(1, $3::int) AS day, generate_series(1, $4::int) AS lane, generate_series(0, 3) AS job`,
    [service.id, service.provider_user_id, days, lanes],
  );
  await db.query(
    `
    INSERT INTO booking_holds (booking_id, person_id, seat, during)
    SELECT id, provider_user_id, NULL, tstzrange((date + time::time) AT TIME ZONE 'Africa/Lusaka', (date + time::time) AT TIME ZONE 'Africa/Lusaka' + interval '2 hours')
    FROM bookings WHERE reference LIKE 'BENCH-TEAM-%'`,
  );
  await db.query('ANALYZE bookings, booking_holds');
  return service.id;
}

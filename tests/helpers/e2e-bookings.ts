import pg from 'pg';
import { inject } from 'vitest';
import { runDatabaseName } from '../setup/pg-server.js';
import { databaseUrl } from './pg-admin.js';

export type SeededBookings = { customer: string; requests: number; confirmed: number };

/**
 * Fills the admin lists of the e2e app beyond a page: a customer of its own (named `name`) with `requests`
 * requests on AYS services, every other one with a deposit proof, and `confirmed` confirmed bookings. They were
 * made hours ago, so the journeys' own bookings stay at the top of the newest-first lists, and not as much as a
 * day ago, so the request timers (a reminder after 24 hours, expiry after 72) leave the unpaid ones alone.
 */
export async function seedAdminBookings(prefix: string, name: string, requests: number, confirmed: number): Promise<SeededBookings> {
  const client = new pg.Client({ connectionString: databaseUrl(inject('pgServerUrl'), runDatabaseName(inject('pgRunId'), 'e2e')) });
  await client.connect();
  try {
    const {
      rows: [customer],
    } = await client.query<{ id: string }>(
      `
      INSERT INTO users (email, role, name, phone, city_id, password_hash)
      VALUES ($1, 'customer', $2, '+260 97 5550101', (SELECT id FROM cities ORDER BY name LIMIT 1), 'no sign-in') RETURNING id`,
      [`${prefix.toLowerCase()}@e2e.zm`, name],
    );
    await client.query(
      `
      WITH s AS (SELECT id, row_number() OVER (ORDER BY service_name) AS k FROM services WHERE provider_user_id IS NULL)
      INSERT INTO bookings (reference, service_id, package_name, customer_id, date, time, status, is_confirmed, is_deposit_paid, customer_note,
        list_price_ngwee, customer_price_ngwee, full_payment_ngwee, deposit_ngwee, commission_ngwee, platform_fee_ngwee,
        provider_receives_ngwee, deposit_source, commission_covered_by_deposit, created_at)
      SELECT $1 || '-' || lpad(n::text, 3, '0'), s.id, 'Basic', $2, current_date + 3 + n % 20, lpad((8 + n % 9)::text, 2, '0') || ':30',
        CASE WHEN n > $3 THEN 'confirmed' WHEN n % 2 = 0 THEN 'verifying_payment' ELSE 'unconfirmed' END, n > $3, n <= $3 AND n % 2 = 0,
        CASE WHEN n % 3 = 0 THEN 'Please call before coming: the gate is on the left side of the house and the dog is friendly but loud.' END,
        45000, 45000, 45000, 10000, 6750, 6750, 38250, 'AYS', true, now() - interval '3 hours' - n * interval '1 minute'
      FROM generate_series(1, $3::int + $4::int) AS n JOIN s ON s.k = 1 + n % (SELECT count(*) FROM s)`,
      [prefix, customer.id, requests, confirmed],
    );
    await client.query(
      `
      INSERT INTO booking_payments (booking_id, payment_type, sender_name, transaction_number, payment_method, proof_url, amount_ngwee)
      SELECT id, 'deposit', $2, 'MP' || upper(substr(md5(reference), 1, 10)), 'airtel_money', '/files/bookings/none/payment-proof/proof.webp', deposit_ngwee
      FROM bookings WHERE reference LIKE $1 || '-%' AND is_deposit_paid`,
      [prefix, name],
    );
    return { customer: name, requests, confirmed };
  } finally {
    await client.end();
  }
}

/**
 * Gives the demo team member `name` the days `dates` (YYYY-MM-DD) off in the e2e app's database (working
 * hours exceptions without hours), as if they were away; returns what gives them back.
 */
export async function daysOff(name: string, dates: string[]): Promise<() => Promise<void>> {
  const run = async (sql: string, values: unknown[]) => {
    const client = new pg.Client({ connectionString: databaseUrl(inject('pgServerUrl'), runDatabaseName(inject('pgRunId'), 'e2e')) });
    await client.connect();
    try {
      await client.query(sql, values);
    } finally {
      await client.end();
    }
  };
  const person = '(SELECT id FROM internal_providers WHERE name = $1)';
  await run(
    `INSERT INTO working_hours_exceptions (person_id, date, ranges) SELECT ${person}, unnest($2::date[]), '[]'
    ON CONFLICT (person_id, date) DO UPDATE SET ranges = '[]'`,
    [name, dates],
  );
  return () => run(`DELETE FROM working_hours_exceptions WHERE person_id = ${person} AND date = ANY($2::date[])`, [name, dates]);
}

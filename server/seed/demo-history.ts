import type { DataSource } from 'typeorm';
import { demoAccounts } from './seed-data.js';

/**
 * A year and a bit of finished bookings for the demo's charts (issue 32), when SEED_DEMO_HISTORY is on:
 * about three a day over 400 days on every listed service, completed or cancelled (nothing open, so no
 * time is held and the booking screens' open lists stay as the demo data leaves them), with their
 * payments (proofs, bank transfers, MTN and Airtel requests, some declined), refunds of cancelled
 * deposits, the demo provider's earnings, reviews, and the demo affiliate's commissions. Deterministic.
 */
export async function seedDemoHistory(db: DataSource): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ customer }] = await tx.query('SELECT id AS customer FROM users WHERE email = $1', [demoAccounts.customer.email]);
    const [{ affiliate }] = await tx.query('SELECT id AS affiliate FROM users WHERE email = $1', [demoAccounts.affiliate.email]);
    await tx.query(
      `WITH listed AS (
         SELECT s.id, s.provider_user_id, row_number() OVER (ORDER BY s.service_name) - 1 AS k, count(*) OVER () AS total,
           (SELECT p.name FROM packages p WHERE p.service_id = s.id ORDER BY p.position LIMIT 1) AS package,
           (SELECT p.price_ngwee FROM packages p WHERE p.service_id = s.id ORDER BY p.position LIMIT 1) AS price
         FROM services s WHERE s.status IN ('active', 'Approved')),
       made AS (
         SELECT n, l.*, now() - interval '3 days' - n * interval '8 hours' - (n * 37 % 400) * interval '1 minute' AS created
         FROM generate_series(1, 1200) AS n JOIN listed l ON l.k = (n * 7 + n / 5) % l.total WHERE l.price IS NOT NULL)
       INSERT INTO bookings (reference, service_id, provider_user_id, package_name, customer_id, date, time, status, is_confirmed,
         list_price_ngwee, customer_price_ngwee, full_payment_ngwee, deposit_ngwee, commission_ngwee, platform_fee_ngwee,
         provider_receives_ngwee, deposit_source, commission_covered_by_deposit, created_at, confirmed_at, completed_at,
         cancelled_at, cancelled_by, cancel_reason, is_deposit_paid)
       SELECT 'DEMO-' || lpad(n::text, 5, '0'), id, provider_user_id, package, $1, (created AT TIME ZONE 'Africa/Lusaka')::date + 1 + n % 2,
         (ARRAY['08:00', '09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'])[1 + n * 3 % 8],
         CASE WHEN n % 10 IN (7, 8) THEN 'cancelled' ELSE 'completed' END, n % 10 NOT IN (7, 8),
         price, price, price, price / 5, price * 15 / 100, price * 15 / 100, price - price * 15 / 100,
         CASE WHEN provider_user_id IS NULL THEN 'AYS' ELSE 'external_provider' END, true, created,
         created + interval '2 hours', CASE WHEN n % 10 NOT IN (7, 8) THEN created + interval '2 days' END,
         CASE WHEN n % 10 IN (7, 8) THEN created + interval '1 day' END,
         CASE WHEN n % 10 IN (7, 8) THEN (ARRAY['customer', 'admin', 'customer', 'system'])[1 + n / 10 % 4] END,
         CASE WHEN n % 10 IN (7, 8) THEN (ARRAY['Found someone else', 'Plans changed', NULL, 'Too expensive'])[1 + n / 10 % 4] END, true
       FROM made`,
      [customer],
    );
    // Deposits: a quarter each by MTN, Airtel, bank transfer and proof of a mobile money send; every fifth
    // mobile money booking first had a declined request.
    await tx.query(`
      INSERT INTO mobile_money_payments (id, booking_id, customer_id, network, msisdn, payment_type, amount_ngwee, status, failure_reason, created_at, settled_at)
      SELECT md5(b.id::text || 'declined')::uuid, b.id, b.customer_id, CASE WHEN substr(b.reference, 6)::int % 4 = 0 THEN 'MTN' ELSE 'AIRTEL' END,
        '260970000000', 'deposit', b.deposit_ngwee, 'failed',
        (ARRAY['NOT_ENOUGH_MONEY', 'REJECTED', 'EXPIRED', 'NOT_ENOUGH_MONEY'])[1 + substr(b.reference, 6)::int / 4 % 4],
        b.created_at + interval '1 minute', b.created_at + interval '3 minutes'
      FROM bookings b WHERE b.reference LIKE 'DEMO-%' AND substr(b.reference, 6)::int % 4 IN (0, 1) AND substr(b.reference, 6)::int % 5 = 0;
      INSERT INTO mobile_money_payments (id, booking_id, customer_id, network, msisdn, payment_type, amount_ngwee, status, transaction_id, created_at, settled_at)
      SELECT md5(b.id::text || 'paid')::uuid, b.id, b.customer_id, CASE WHEN substr(b.reference, 6)::int % 4 = 0 THEN 'MTN' ELSE 'AIRTEL' END,
        '260970000000', 'deposit', b.deposit_ngwee, 'successful', 'DEMO-TX-' || b.reference,
        b.created_at + interval '5 minutes', b.created_at + interval '5 minutes' + (20 + substr(b.reference, 6)::int % 7 * 15) * interval '1 second'
      FROM bookings b WHERE b.reference LIKE 'DEMO-%' AND substr(b.reference, 6)::int % 4 IN (0, 1);
      INSERT INTO booking_payments (booking_id, payment_type, sender_name, transaction_number, payment_method, amount_ngwee, status, created_at,
        mobile_money_payment_id, proof_url)
      SELECT b.id, 'deposit', 'Chanda Mwale', 'DEMO-' || b.reference,
        (ARRAY['momo', 'airtel_money', 'bank_transfer', 'momo'])[1 + substr(b.reference, 6)::int % 4], b.deposit_ngwee, 'Payment Verified',
        b.created_at + interval '6 minutes', m.id, CASE WHEN m.id IS NULL THEN 'demo/proof.jpg' END
      FROM bookings b LEFT JOIN mobile_money_payments m ON m.id = md5(b.id::text || 'paid')::uuid
      WHERE b.reference LIKE 'DEMO-%';
      INSERT INTO refunds (id, booking_id, booking_payment_id, amount_ngwee, reason, status, paid_method, paid_reference, settled_at, created_at)
      SELECT md5(p.id::text)::uuid, b.id, p.id, p.amount_ngwee, 'Cancelled more than 24 hours before the visit', 'paid', 'bank_transfer', 'DEMO',
        b.cancelled_at + interval '1 day', b.cancelled_at
      FROM bookings b JOIN booking_payments p ON p.booking_id = b.id
      WHERE b.reference LIKE 'DEMO-%' AND b.status = 'cancelled' AND b.cancelled_by = 'customer';
      INSERT INTO provider_earnings (booking_id, provider_id, collected_ngwee, platform_fee_ngwee, amount_ngwee, created_at)
      SELECT b.id, b.provider_user_id, b.full_payment_ngwee, b.platform_fee_ngwee, b.full_payment_ngwee - b.platform_fee_ngwee, b.completed_at
      FROM bookings b WHERE b.reference LIKE 'DEMO-%' AND b.status = 'completed' AND b.provider_user_id IS NOT NULL;
      INSERT INTO booking_reviews (booking_id, service_id, rating, review, created_at)
      SELECT b.id, b.service_id, 3 + substr(b.reference, 6)::int % 3, NULL, b.completed_at + interval '3 hours'
      FROM bookings b WHERE b.reference LIKE 'DEMO-%' AND b.status = 'completed' AND substr(b.reference, 6)::int % 3 = 0;
    `);
    await tx.query(
      `INSERT INTO affiliate_commissions (affiliate_id, booking_id, date, service_name, amount_ngwee, code_name, created_at)
       SELECT $1, b.id, (b.completed_at AT TIME ZONE 'Africa/Lusaka')::date, s.service_name, b.full_payment_ngwee / 20, 'DEMO', b.completed_at
       FROM bookings b JOIN services s ON s.id = b.service_id
       WHERE b.reference LIKE 'DEMO-%' AND b.status = 'completed' AND substr(b.reference, 6)::int % 9 = 0`,
      [affiliate],
    );
  });
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The mail outbox (until the job queue took over in 1764600000000, whose `down` brings it back). */
export const OUTBOX_MESSAGES = `
  CREATE TABLE outbox_messages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    template text NOT NULL,
    recipients text[] NOT NULL,
    params jsonb NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error text,
    booking_id uuid REFERENCES bookings(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  );
  CREATE INDEX outbox_messages_due_idx ON outbox_messages (next_attempt_at) WHERE status = 'pending';
`;

/** Bookings with payments, reviews, reschedule requests and their action log; promotions; settings; the mail outbox. */
export class Bookings1763900000000 implements MigrationInterface {
  name = 'Bookings1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE promo_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code_name text NOT NULL CHECK (btrim(code_name) <> ''),
        discount integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
        usage_limit integer NOT NULL DEFAULT 10 CHECK (usage_limit >= 0),
        usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
        affiliate_rate numeric(5, 2) NOT NULL DEFAULT 5 CHECK (affiliate_rate BETWEEN 0 AND 100),
        affiliate_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        service_id uuid NOT NULL REFERENCES services(id) ON DELETE RESTRICT,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (usage_count <= usage_limit)
      );
      CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (lower(code_name));
      CREATE INDEX promo_codes_affiliate_idx ON promo_codes (affiliate_id, code_name, id);

      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL,
        service_id uuid NOT NULL REFERENCES services(id) ON DELETE RESTRICT,
        package_id uuid REFERENCES packages(id) ON DELETE SET NULL,
        package_name text NOT NULL,
        customer_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        date date NOT NULL,
        time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        customer_note text,
        status text NOT NULL DEFAULT 'unconfirmed'
          CHECK (status IN ('unconfirmed', 'verifying_payment', 'confirmed', 'completed', 'cancelled')),
        is_confirmed boolean NOT NULL DEFAULT false,
        is_deposit_paid boolean NOT NULL DEFAULT false,
        is_full_payment_paid boolean NOT NULL DEFAULT false,
        list_price_ngwee bigint NOT NULL CHECK (list_price_ngwee >= 0),
        customer_price_ngwee bigint NOT NULL CHECK (customer_price_ngwee >= 0),
        discount_ngwee bigint NOT NULL DEFAULT 0 CHECK (discount_ngwee >= 0),
        full_payment_ngwee bigint NOT NULL CHECK (full_payment_ngwee >= 0),
        deposit_ngwee bigint NOT NULL CHECK (deposit_ngwee >= 0),
        commission_ngwee bigint NOT NULL CHECK (commission_ngwee >= 0),
        platform_fee_ngwee bigint NOT NULL CHECK (platform_fee_ngwee >= 0),
        provider_receives_ngwee bigint NOT NULL,
        deposit_source text NOT NULL CHECK (deposit_source IN ('AYS', 'external_provider')),
        commission_covered_by_deposit boolean NOT NULL,
        promo_code_id uuid REFERENCES promo_codes(id) ON DELETE RESTRICT,
        promo_code text,
        assigned_employee_id uuid REFERENCES internal_providers(id) ON DELETE SET NULL,
        booking_channel text NOT NULL DEFAULT 'web',
        payment_method text,
        amount_paid_ngwee bigint CHECK (amount_paid_ngwee >= 0),
        balance_due_ngwee bigint,
        cancel_reason text,
        cancelled_at timestamptz,
        cancelled_by text CHECK (cancelled_by IN ('customer', 'admin')),
        confirmed_at timestamptz,
        completed_at timestamptz,
        -- Millisecond precision so the keyset cursors (JavaScript dates) match rows exactly.
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX bookings_reference_key ON bookings (reference);
      CREATE INDEX bookings_customer_idx ON bookings (customer_id, status, created_at, id);
      CREATE INDEX bookings_service_idx ON bookings (service_id, status, created_at, id);
      CREATE INDEX bookings_status_idx ON bookings (status, created_at, id);

      CREATE TABLE booking_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        payment_type text NOT NULL CHECK (payment_type IN ('deposit', 'full_payment', 'balance')),
        sender_name text NOT NULL,
        transaction_number text NOT NULL,
        payment_method text NOT NULL CHECK (payment_method IN ('airtel_money', 'momo', 'bank_transfer', 'genopay')),
        proof_url text NOT NULL,
        status text NOT NULL DEFAULT 'Team Verifying Payment',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX booking_payments_booking_idx ON booking_payments (booking_id, created_at);

      CREATE TABLE booking_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        service_id uuid NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        package_id uuid REFERENCES packages(id) ON DELETE SET NULL,
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        review text,
        image_url text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX booking_reviews_booking_key ON booking_reviews (booking_id);
      CREATE INDEX booking_reviews_service_idx ON booking_reviews (service_id, created_at);

      CREATE TABLE reschedule_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        suggested_date date NOT NULL,
        suggested_times text[] NOT NULL,
        reason text,
        is_customer_request boolean NOT NULL DEFAULT true,
        is_accepted boolean NOT NULL DEFAULT false,
        outcome text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'accepted', 'declined')),
        answered_at timestamptz,
        answered_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX reschedule_requests_booking_idx ON reschedule_requests (booking_id, created_at);
      CREATE UNIQUE INDEX reschedule_requests_one_pending ON reschedule_requests (booking_id) WHERE outcome = 'pending';

      CREATE TABLE booking_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        action text NOT NULL,
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        actor_role text NOT NULL,
        from_status text,
        to_status text NOT NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX booking_actions_booking_idx ON booking_actions (booking_id, created_at);

      CREATE TABLE affiliate_commissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        affiliate_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE RESTRICT,
        date date NOT NULL,
        service_name text NOT NULL,
        amount_ngwee bigint NOT NULL CHECK (amount_ngwee >= 0),
        code_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX affiliate_commissions_booking_key ON affiliate_commissions (booking_id);
      CREATE INDEX affiliate_commissions_affiliate_idx ON affiliate_commissions (affiliate_id, created_at, id);

      CREATE TABLE platform_settings (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        airtel_money_number text,
        airtel_money_name text,
        momo_number text,
        momo_name text,
        bank_name text,
        bank_branch text,
        bank_account_name text,
        bank_account_number text,
        admin_emails text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO platform_settings (id) VALUES (1);

      ${OUTBOX_MESSAGES}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE outbox_messages, platform_settings, affiliate_commissions, booking_actions, reschedule_requests,
        booking_reviews, booking_payments, bookings, promo_codes;
    `);
  }
}

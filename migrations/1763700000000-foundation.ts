import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Identity, locations and the catalogue: the tables the first slice reads and writes. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE cities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (btrim(name) <> ''),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX cities_name_key ON cities (lower(name));

      CREATE TABLE areas (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (btrim(name) <> ''),
        city_id uuid NOT NULL REFERENCES cities(id) ON DELETE RESTRICT,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX areas_city_name_key ON areas (city_id, lower(name));

      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        role text NOT NULL CHECK (role IN ('customer', 'external_provider', 'affiliate', 'admin')),
        name text NOT NULL,
        phone text,
        gender text CHECK (gender IN ('Male', 'Female')),
        nrc text,
        city_id uuid REFERENCES cities(id) ON DELETE RESTRICT,
        area_id uuid REFERENCES areas(id) ON DELETE RESTRICT,
        verified boolean NOT NULL DEFAULT false,
        is_approved boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'active',
        verification_status text,
        is_company boolean NOT NULL DEFAULT false,
        company_name text,
        business_name text,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (email);
      CREATE INDEX users_role_idx ON users (role, name, id);

      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX sessions_token_hash_key ON sessions (token_hash);
      CREATE INDEX sessions_user_idx ON sessions (user_id);

      CREATE TABLE admin_invites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code_hash text NOT NULL,
        created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        used_by_id uuid REFERENCES users(id) ON DELETE SET NULL
      );
      CREATE UNIQUE INDEX admin_invites_code_hash_key ON admin_invites (code_hash);

      CREATE TABLE categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (btrim(name) <> ''),
        image text,
        has_subscription_package boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true,
        commission_based boolean NOT NULL DEFAULT true,
        commission_type text CHECK (commission_type IN ('amount', 'percentage')),
        commission_value numeric(12, 2) CHECK (commission_value >= 0),
        is_markup boolean NOT NULL DEFAULT false,
        suggested_service_name text,
        is_subcategory boolean NOT NULL DEFAULT false,
        parent_category_id uuid REFERENCES categories(id) ON DELETE RESTRICT,
        default_description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (commission_type <> 'percentage' OR commission_value <= 100)
      );
      CREATE UNIQUE INDEX categories_name_key ON categories (lower(name));
      CREATE INDEX categories_active_name_idx ON categories (active, name, id);

      CREATE TABLE category_default_packages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        category_id uuid NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        position integer NOT NULL,
        name text NOT NULL CHECK (btrim(name) <> ''),
        description text,
        price_ngwee bigint NOT NULL DEFAULT 0 CHECK (price_ngwee >= 0),
        is_mandatory boolean NOT NULL DEFAULT false,
        deposit_type text NOT NULL DEFAULT 'amount' CHECK (deposit_type IN ('amount', 'percentage')),
        deposit_value numeric(12, 2) NOT NULL DEFAULT 0 CHECK (deposit_value >= 0),
        delivery_days integer NOT NULL DEFAULT 1 CHECK (delivery_days >= 1)
      );
      CREATE UNIQUE INDEX category_default_packages_name_key ON category_default_packages (category_id, lower(name));

      CREATE TABLE services (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_name text NOT NULL CHECK (btrim(service_name) <> ''),
        category_id uuid NOT NULL REFERENCES categories(id) ON DELETE RESTRICT,
        subcategory_id uuid REFERENCES categories(id) ON DELETE RESTRICT,
        description text,
        provider_user_id uuid REFERENCES users(id) ON DELETE RESTRICT,
        provider_name text,
        phone text,
        business_name text,
        service_locations text[] NOT NULL DEFAULT '{}',
        city_id uuid REFERENCES cities(id) ON DELETE RESTRICT,
        active boolean NOT NULL DEFAULT false,
        mobile_service boolean NOT NULL DEFAULT false,
        recommended boolean NOT NULL DEFAULT false,
        featured boolean NOT NULL DEFAULT false,
        commission_type text NOT NULL DEFAULT 'percentage' CHECK (commission_type IN ('amount', 'percentage')),
        commission_rate numeric(12, 2) NOT NULL DEFAULT 15 CHECK (commission_rate >= 0),
        active_affiliate boolean NOT NULL DEFAULT false,
        affiliate_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (affiliate_rate BETWEEN 0 AND 100),
        on_promo boolean NOT NULL DEFAULT false,
        discount_percentage integer NOT NULL DEFAULT 0 CHECK (discount_percentage BETWEEN 0 AND 100),
        is_approved boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'In Review' CHECK (status IN ('In Review', 'Approved', 'Rejected', 'Draft', 'active')),
        image text,
        gallery text[] NOT NULL DEFAULT '{}',
        is_markup boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (commission_type <> 'percentage' OR commission_rate <= 100)
      );
      CREATE INDEX services_status_name_idx ON services (status, service_name, id);
      CREATE INDEX services_category_idx ON services (category_id, service_name, id);
      CREATE INDEX services_provider_idx ON services (provider_user_id);

      CREATE TABLE service_areas (
        service_id uuid NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        area_id uuid NOT NULL REFERENCES areas(id) ON DELETE RESTRICT,
        PRIMARY KEY (service_id, area_id)
      );
      CREATE INDEX service_areas_area_idx ON service_areas (area_id);

      CREATE TABLE packages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_id uuid NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        position integer NOT NULL,
        name text NOT NULL CHECK (btrim(name) <> ''),
        is_mandatory boolean NOT NULL DEFAULT false,
        description text,
        price_ngwee bigint NOT NULL DEFAULT 0 CHECK (price_ngwee >= 0),
        image_url text,
        affiliate_code text,
        max_usage integer CHECK (max_usage >= 0),
        deposit_type text NOT NULL DEFAULT 'amount' CHECK (deposit_type IN ('amount', 'percentage')),
        deposit_value numeric(12, 2) NOT NULL DEFAULT 0 CHECK (deposit_value >= 0),
        delivery_days integer NOT NULL DEFAULT 1 CHECK (delivery_days >= 1)
      );
      CREATE UNIQUE INDEX packages_service_name_key ON packages (service_id, lower(name));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE packages, service_areas, services, category_default_packages, categories,
        admin_invites, sessions, users, areas, cities;
    `);
  }
}

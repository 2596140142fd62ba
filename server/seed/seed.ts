import type { DataSource, EntityManager } from 'typeorm';
import type { FileService } from '../modules/files/files.service.js';
import { DepositType } from '../modules/catalogue/pricing-rules.js';
import { ServiceStatus } from '../modules/catalogue/service-status.js';
import { Role } from '../lib/role.js';
import { Gender } from '../modules/identity/gender.js';
import { demoPasswordHash } from './demo-passwords.js';
import { demoPictureSvg } from './demo-pictures.js';
import {
  defaultPackageNames,
  demoCategories,
  demoServices,
  inReviewService,
  providerListedService,
  tierLength,
  type DemoService,
} from './demo-catalogue.js';
import { demoAccounts, demoCities, demoPlatformSettings, demoPromoCode, demoTeam } from './seed-data.js';

const SEED_LOCK = 4_000_001;
const ngwee = (kwacha: number) => kwacha * 100;

async function idOf(tx: EntityManager, sql: string, params: unknown[]): Promise<string> {
  const rows: { id: string }[] = await tx.query(sql, params);
  return rows[0].id;
}

async function seedPlaces(tx: EntityManager) {
  const cities = new Map<string, string>();
  const areas = new Map<string, string>();
  for (const [city, cityAreas] of Object.entries(demoCities)) {
    await tx.query('INSERT INTO cities (name) VALUES ($1) ON CONFLICT (lower(name)) DO NOTHING', [city]);
    const cityId = await idOf(tx, 'SELECT id FROM cities WHERE lower(name) = lower($1)', [city]);
    cities.set(city, cityId);
    for (const area of cityAreas) {
      await tx.query('INSERT INTO areas (name, city_id) VALUES ($1, $2) ON CONFLICT (city_id, lower(name)) DO NOTHING', [area, cityId]);
      areas.set(`${city}/${area}`, await idOf(tx, 'SELECT id FROM areas WHERE city_id = $1 AND lower(name) = lower($2)', [cityId, area]));
    }
  }
  return { cities, areas };
}

async function seedCategories(tx: EntityManager) {
  const categories = new Map<string, string>();
  for (const category of demoCategories) {
    const inserted: { id: string }[] = await tx.query(
      `INSERT INTO categories (name, commission_type, commission_value, suggested_service_name, default_description)
       VALUES ($1, 'percentage', $2, $3, $4) ON CONFLICT (lower(name)) DO NOTHING RETURNING id`,
      [category.name, category.commissionPercent, category.suggestedServiceName, category.description],
    );
    const id = inserted[0]?.id ?? (await idOf(tx, 'SELECT id FROM categories WHERE lower(name) = lower($1)', [category.name]));
    categories.set(category.name, id);
    if (inserted.length === 0) continue;
    for (const [position, name] of defaultPackageNames.entries()) {
      await tx.query(
        `INSERT INTO category_default_packages (category_id, position, name, price_ngwee, is_mandatory, deposit_type, deposit_value, delivery_days)
         VALUES ($1, $2, $3, 0, $4, $5, 0, 1)`,
        [id, position, name, name === 'Basic', DepositType.AMOUNT],
      );
    }
  }
  return categories;
}

async function seedUser(tx: EntityManager, fields: Record<string, unknown> & { email: string; password: string }): Promise<string> {
  const existing: { id: string }[] = await tx.query('SELECT id FROM users WHERE email = $1', [fields.email]);
  if (existing[0]) return existing[0].id;
  const { password, ...columns } = fields;
  const row = { ...columns, password_hash: await demoPasswordHash(password) };
  const names = Object.keys(row);
  return idOf(
    tx,
    `INSERT INTO users (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
}

type SeedIds = { cities: Map<string, string>; areas: Map<string, string>; categories: Map<string, string> };

async function seedService(
  tx: EntityManager,
  files: FileService,
  service: DemoService,
  ids: SeedIds,
  provider: { userId: string | null; name: string; status: ServiceStatus; isApproved: boolean },
) {
  const exists: unknown[] = await tx.query('SELECT 1 FROM services WHERE service_name = $1 AND provider_user_id IS NOT DISTINCT FROM $2', [
    service.name,
    provider.userId,
  ]);
  if (exists.length > 0) return;
  const category = demoCategories.find((c) => c.name === service.category)!;
  const serviceId = await idOf(
    tx,
    `INSERT INTO services (service_name, category_id, description, provider_user_id, provider_name, city_id, active, mobile_service,
       featured, recommended, commission_type, commission_rate, is_approved, status, service_locations)
     VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $8, 'percentage', $9, $10, $11, $12) RETURNING id`,
    [
      service.name,
      ids.categories.get(service.category),
      service.description,
      provider.userId,
      provider.name,
      ids.cities.get(service.city),
      service.mobile ?? false,
      service.featured ?? false,
      category.commissionPercent,
      provider.isApproved,
      provider.status,
      [service.city],
    ],
  );
  for (const area of service.areas) {
    await tx.query('INSERT INTO service_areas (service_id, area_id) VALUES ($1, $2)', [
      serviceId,
      ids.areas.get(`${service.city}/${area}`),
    ]);
  }
  // Drawn here rather than downloaded, and stored like an upload (re-encoded, with its card-sized thumbnail).
  const picture = await files.saveImage(`services/${serviceId}/image`, Buffer.from(demoPictureSvg(service)));
  await tx.query('UPDATE services SET image = $1 WHERE id = $2', [picture.url, serviceId]);
  for (const [position, tier] of service.tiers.entries()) {
    const [name, description, price, deposit] = tier;
    await tx.query(
      `INSERT INTO packages (service_id, position, name, is_mandatory, description, price_ngwee, deposit_type, deposit_value, delivery_days, duration_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, 'amount', $7, 1, $8)`,
      [serviceId, position, name, name === 'Basic', description, ngwee(price), deposit, tierLength(tier)],
    );
  }
}

async function seedTeam(tx: EntityManager, ids: SeedIds) {
  for (const member of demoTeam) {
    const exists: unknown[] = await tx.query('SELECT 1 FROM internal_providers WHERE nrc = $1', [member.nrc]);
    if (exists.length > 0) continue;
    const memberId = await idOf(tx, 'INSERT INTO internal_providers (name, phone, nrc, city_id) VALUES ($1, $2, $3, $4) RETURNING id', [
      member.name,
      member.phone,
      member.nrc,
      ids.cities.get(member.city),
    ]);
    await tx.query('INSERT INTO internal_provider_categories (provider_id, category_id) SELECT $1, unnest($2::uuid[])', [
      memberId,
      member.categories.map((name) => ids.categories.get(name)),
    ]);
  }
}

async function seedPromotion(tx: EntityManager, affiliateId: string) {
  const { codeName, discount, usageLimit, affiliateRate, serviceName } = demoPromoCode;
  await tx.query(
    `INSERT INTO promo_codes (code_name, discount, usage_limit, affiliate_rate, affiliate_id, service_id)
     SELECT $1, $2, $3, $4, $5, id FROM services WHERE service_name = $6 AND provider_user_id IS NULL
     ON CONFLICT (lower(code_name)) DO NOTHING`,
    [codeName, discount, usageLimit, affiliateRate, affiliateId, serviceName],
  );
}

/** Fills in platform settings (payment instructions, contact, cancellation policy) that nobody has set yet. */
async function seedPlatformSettings(tx: EntityManager) {
  const columns = Object.keys(demoPlatformSettings);
  await tx.query(
    `UPDATE platform_settings SET ${columns.map((column, i) => `${column} = coalesce(${column}, $${i + 1})`).join(', ')} WHERE id = 1`,
    Object.values(demoPlatformSettings),
  );
}

/**
 * Fills a database with demo places, categories, internal ("AYS") services with their pictures (stored in
 * `files`) and one account per role. Idempotent: everything is matched by its natural key, so running it
 * again adds nothing.
 */
export async function seedDemoData(db: DataSource, files: FileService): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const places = await seedPlaces(tx);
    const categories = await seedCategories(tx);
    const lusaka = places.cities.get('Lusaka');
    const { admin, provider, customer, affiliate } = demoAccounts;

    await seedUser(tx, {
      ...admin,
      role: Role.ADMIN,
      gender: Gender.FEMALE,
      city_id: lusaka,
      verified: true,
      is_approved: true,
      verification_status: 'verified',
    });
    const providerId = await seedUser(tx, {
      email: provider.email,
      password: provider.password,
      name: provider.name,
      phone: provider.phone,
      role: Role.EXTERNAL_PROVIDER,
      gender: Gender.MALE,
      city_id: lusaka,
      verified: true,
      is_approved: true,
      verification_status: 'verified',
      is_company: true,
      company_name: provider.businessName,
      business_name: provider.businessName,
    });
    await seedUser(tx, {
      ...customer,
      role: Role.CUSTOMER,
      gender: Gender.FEMALE,
      city_id: lusaka,
      area_id: places.areas.get('Lusaka/Kabulonga'),
    });
    const affiliateId = await seedUser(tx, {
      ...affiliate,
      role: Role.AFFILIATE,
      gender: Gender.MALE,
      city_id: places.cities.get('Kitwe'),
    });

    const ids = { ...places, categories };
    for (const service of demoServices) {
      await seedService(tx, files, service, ids, { userId: null, name: 'AYS Team', status: ServiceStatus.ACTIVE, isApproved: true });
    }
    await seedService(tx, files, providerListedService, ids, {
      userId: providerId,
      name: provider.businessName,
      status: ServiceStatus.APPROVED,
      isApproved: true,
    });
    await seedService(tx, files, inReviewService, ids, {
      userId: providerId,
      name: provider.businessName,
      status: ServiceStatus.IN_REVIEW,
      isApproved: false,
    });
    await seedTeam(tx, ids);
    await seedPromotion(tx, affiliateId);
    await seedPlatformSettings(tx);
  });
}

/** True when the database holds no users and no categories yet: the moment to seed demo data. */
export async function isEmpty(db: DataSource): Promise<boolean> {
  const [row]: { empty: boolean }[] = await db.query(
    'SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM categories) AS empty',
  );
  return row.empty;
}

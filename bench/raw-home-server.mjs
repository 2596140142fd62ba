// The raw baseline for the home query: a minimal Express + pg endpoint that serves the same rows as the
// app's HomePage operation (active categories, active cities with their active areas, and the first page of
// listed services with their category, city, thumbnail and price range, markup applied) in as few
// statements as SQL allows. No GraphQL, no ORM, no checks.
// Run by bench/home-query.mjs: node bench/raw-home-server.mjs <port> <database url>
import express from 'express';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const toGlobalId = (type, id) => Buffer.from(`${type}:${id}`).toString('base64url');
const customerPrice = (price, rate, isMarkup) => (isMarkup ? price + Math.floor((2 * price * rate + 10_000) / 20_000) : price);

const app = express();
app.use(express.json());
app.post('/home', async (request, response) => {
  const first = Math.min(Number(request.body?.variables?.first ?? 12), 100);
  const [categories, cities, services] = await Promise.all([
    pool.query('SELECT id, name FROM categories WHERE active ORDER BY name, id LIMIT 50'),
    pool.query(`
      SELECT c.id, c.name, coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.name, a.id)
        FROM areas a WHERE a.city_id = c.id AND a.active), '[]') AS areas
      FROM cities c WHERE c.active ORDER BY c.name, c.id LIMIT 100`),
    pool.query(
      `
      SELECT s.id, s.service_name, s.image, s.on_promo, s.discount_percentage, s.is_markup, s.commission_type,
        (s.commission_rate * 100)::int AS rate, c.id AS category_id, c.name AS category_name, ci.id AS city_id, ci.name AS city_name,
        (SELECT min(price_ngwee) FROM packages p WHERE p.service_id = s.id) AS min,
        (SELECT max(price_ngwee) FROM packages p WHERE p.service_id = s.id) AS max
      FROM services s JOIN categories c ON c.id = s.category_id LEFT JOIN cities ci ON ci.id = s.city_id
      WHERE s.status IN ('active', 'Approved')
        AND (s.provider_user_id IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = s.provider_user_id AND u.is_approved AND u.status = 'active'))
      ORDER BY s.service_name, s.id LIMIT $1`,
      [first],
    ),
  ]);
  const price = (row, value) => {
    if (value == null) return null;
    const listed = Number(value);
    return row.commission_type === 'percentage' ? customerPrice(listed, row.rate, row.is_markup) : listed + (row.is_markup ? row.rate : 0);
  };
  response.json({
    data: {
      categories: { edges: categories.rows.map((row) => ({ node: { id: toGlobalId('Category', row.id), name: row.name } })) },
      cities: {
        edges: cities.rows.map((row) => ({
          node: {
            id: toGlobalId('City', row.id),
            name: row.name,
            areas: row.areas.map((area) => ({ id: toGlobalId('Area', area.id), name: area.name })),
          },
        })),
      },
      services: {
        edges: services.rows.map((row) => ({
          node: {
            id: toGlobalId('Service', row.id),
            serviceName: row.service_name,
            thumbnail: row.image?.replace(/\.webp$/, '.thumb.webp') ?? null,
            onPromo: row.on_promo,
            discountPercentage: row.discount_percentage,
            category: { id: toGlobalId('Category', row.category_id), name: row.category_name },
            city: row.city_id && { id: toGlobalId('City', row.city_id), name: row.city_name },
            priceRange: row.min == null ? null : { min: price(row, row.min) / 100, max: price(row, row.max) / 100 },
          },
        })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    },
  });
});
app.listen(Number(port), '127.0.0.1', () => console.log(`raw baseline listening on ${port}`));

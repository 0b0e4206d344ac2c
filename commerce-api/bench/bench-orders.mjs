// The order history both order-list benchmarks measure (bench:staff-orders through the staff
// schema, bench:backoffice in the browser): customers and orders made by generate_series in a
// few statements. Plain JavaScript so the browser benchmark (e2e/bench) imports it as it is.
//   orders: `9` + 7 digits, statuses in a fixed mix, three banks and card families, 1-3
//   instalments, spread over the last year; one line each, of the given variant.
//   customers: bench<n>@example.com, phone 599 + 7 digits (no demo customer has one), Turkish names.
const NAMES = ['Ayşe', 'Fatma', 'İsmail', 'Işıl', 'Mehmet', 'Zeynep', 'Çağrı', 'Şule', 'Gökhan', 'Ömer'];
const SURNAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Kılıç'];

/**
 * @param {{ query: (text: string, values?: unknown[]) => Promise<unknown> }} sql a pg client or pool
 * @param {{ orders: number, customers: number, product: { productId: number, variantId: number, sku: string, name: string, seName: string } }} options
 */
export async function insertBenchOrders(sql, { orders, customers, product }) {
  await sql.query(
    `INSERT INTO customers (email, phone, first_name, last_name)
     SELECT 'bench' || g || '@example.com', '599' || lpad(g::text, 7, '0'), ($1::text[])[1 + g % 10], ($2::text[])[1 + (g / 10) % 10]
     FROM generate_series(1, ${Number(customers)}) g`,
    [NAMES, SURNAMES],
  );
  await sql.query(
    `INSERT INTO orders (order_number, customer_id, status, subtotal_kurus, shipping_kurus, total_kurus, bank_name, card_family, installment_count, created_at)
     SELECT '9' || lpad(g::text, 7, '0'), (SELECT min(id) FROM customers WHERE email LIKE 'bench%@example.com') + g % ${Number(customers)},
       (ARRAY['COMPLETE','COMPLETE','COMPLETE','DELIVERED','SHIPPED','INVOICED','PENDING','PROCESSING','CANCELLED','MIX'])[1 + g % 10],
       250000 + (g % 97) * 1000, 0, 250000 + (g % 97) * 1000,
       (ARRAY['Akbank','İş Bankası','Garanti BBVA'])[1 + g % 3], (ARRAY['Axess','Maximum','Bonus'])[1 + g % 3], 1 + g % 3,
       now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
     FROM generate_series(1, ${Number(orders)}) g`,
  );
  await sql.query(
    `INSERT INTO order_items (order_id, product_id, variant_id, sku, product_name, product_se_name, quantity, unit_price_kurus, status)
     SELECT o.id, $1, $2, $3, $4, $5, 1, o.subtotal_kurus, CASE WHEN o.status = 'MIX' THEN 'DELIVERED' ELSE o.status END
     FROM orders o WHERE o.order_number LIKE '9%' AND length(o.order_number) = 8`,
    [product.productId, product.variantId, product.sku, product.name, product.seName],
  );
  await sql.query('ANALYZE');
}

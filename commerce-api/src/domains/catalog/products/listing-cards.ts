// The products of a REST listing page (GET /Catalog/CategoryV2 and /Catalog/SearchV2): what a
// product card shows (spec section 3: each product with its id and inviewPage; plus name, link,
// picture, price, badges, stock and rating), read in one lean query. The full Product, with
// descriptions, every picture, variants and specifications, is six times the size and is the
// product page's business; GraphQL listings still offer every Product field.
import { sql } from 'drizzle-orm';
import type { Language, Product } from 'shared-contracts/server';
import type { Db } from '../../../db/client.js';
import { sqlRows } from '../../../db/sql-rows.js';
import { productPicture } from '../pictures.js';
import { pickText } from '../translated.js';
import { productBadges, productPrice } from './product-model.js';
import { REVIEW_TOTALS_JOIN, type ProductBadgeJson } from './product-rows.js';

export type ListingCard = Pick<Product, 'id' | 'sku' | 'name' | 'seName' | 'inStock' | 'inviewPage' | 'defaultPictureModel' | 'productPrice' | 'badges' | 'productReviewOverview'>;

interface CardRow {
  id: number;
  sku: string;
  name: string;
  name_en: string;
  se_name: string;
  price_kurus: number;
  old_price_kurus: number | null;
  badges: ProductBadgeJson[] | null;
  in_stock: boolean;
  review_count: number;
  rating_sum: number;
}

/** Cards of the published products with these ids, in the order given (unknown ids skipped). */
export async function loadListingCards(db: Db, ids: number[], language: Language, inviewPage: number | null): Promise<ListingCard[]> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (!unique.length) return [];
  const rows = await sqlRows<CardRow>(db, sql`
    SELECT p.id, p.sku, p.name, p.name_en, p.se_name, p.price_kurus, p.old_price_kurus, p.badges,
      EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock_quantity > 0) AS in_stock,
      r.review_count, r.rating_sum
    FROM products p
    ${REVIEW_TOTALS_JOIN}
    WHERE p.published AND p.id IN (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const name = pickText(language, row.name, row.name_en);
    return [
      {
        id,
        sku: row.sku,
        name,
        seName: row.se_name,
        inStock: row.in_stock === true,
        inviewPage,
        defaultPictureModel: productPicture(id, 1, name),
        productPrice: productPrice(Number(row.price_kurus), row.old_price_kurus === null ? null : Number(row.old_price_kurus), language),
        badges: productBadges(Array.isArray(row.badges) ? row.badges : [], language),
        productReviewOverview: { productId: id, totalReviews: Number(row.review_count), ratingSum: Number(row.rating_sum), allowCustomerReviews: true },
      },
    ];
  });
}

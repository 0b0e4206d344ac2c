// productDetails(seName | id): the product page's Product, or null when nothing (published) matches.
import type { Language, Product } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { loadProductBySeName, loadProductsByIds } from './products/load-products.js';
import { normalizeSeName } from './url-record.js';

export async function productDetails(db: Db, args: { seName?: string | null; id?: number | null }, language: Language): Promise<Product | null> {
  if (typeof args.id === 'number') {
    const [product] = await loadProductsByIds(db, [args.id], language);
    return product ?? null;
  }
  const seName = args.seName ? normalizeSeName(args.seName) : '';
  if (!seName || seName.length > 300) return null;
  return loadProductBySeName(db, seName, language);
}

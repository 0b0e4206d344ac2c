// What an illustration needs to know about a product or category, read from the catalogue: the
// kind of jewellery (from the category path: "Yüzük", "Alyans", "Rings" ... -> ring), the metal
// (metal specification) and the stone colour (colour specification).
import { and, eq, inArray } from 'drizzle-orm';
import { slugify } from 'shared-contracts/server';
import type { Db } from '../db/client.js';
import { categories, products, productSpecs } from '../db/schema.js';
import { DEFAULT_STONE, STONE_COLOURS, type Metal, type Shape } from './illustration-style.js';

// Checked in order, against slugs of the category names (tr and en), nearest category first.
const SHAPE_WORDS: [Shape, RegExp][] = [
  ['set', /(^|-)(set|sets|takim)($|-)/],
  ['watch', /(^|-)(saat|watch|watches)($|-)/],
  ['ring', /(^|-)(yuzuk|alyans|tektas|rings?)($|-)/],
  ['necklace', /(^|-)(kolye|necklaces?|pendants?)($|-)/],
  ['anklet', /(^|-)(halhal|anklets?)($|-)/],
  ['bracelet', /(^|-)(bileklik|bilezik|bracelets?|bangles?)($|-)/],
  ['earring', /(^|-)(kupe|earrings?)($|-)/],
  ['brooch', /(^|-)(bros|brooch|brooches)($|-)/],
  ['hair', /(^|-)(sac|hair|toka|tac)($|-)/],
];

export function shapeForNames(names: string[]): Shape {
  for (const name of names) {
    const slug = slugify(name);
    const hit = SHAPE_WORDS.find(([, re]) => re.test(slug));
    if (hit) return hit[0];
  }
  return 'gem';
}

export function metalForText(text: string | undefined): Metal | null {
  const slug = slugify(text ?? '');
  if (/(^|-)rose($|-)/.test(slug)) return 'rose';
  if (/(^|-)(gumus|silver|925)($|-)/.test(slug)) return 'silver';
  if (/(^|-)(altin|gold)($|-)/.test(slug)) return 'gold';
  return null;
}

type CategoryRow = { id: number; parentId: number | null; name: string; nameEn: string };

/** Category rows change only with a new seed; keep them a few minutes. */
function categoryCache(db: Db, ttlMs = 5 * 60_000) {
  let loaded: { at: number; byId: Map<number, CategoryRow> } | null = null;
  return async (): Promise<Map<number, CategoryRow>> => {
    if (!loaded || Date.now() - loaded.at > ttlMs) {
      const rows = await db.select({ id: categories.id, parentId: categories.parentId, name: categories.name, nameEn: categories.nameEn }).from(categories);
      loaded = { at: Date.now(), byId: new Map(rows.map((r) => [r.id, r])) };
    }
    return loaded.byId;
  };
}

function pathNames(byId: Map<number, CategoryRow>, id: number): string[] {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let c = byId.get(id); c && !seen.has(c.id); c = c.parentId == null ? undefined : byId.get(c.parentId)) {
    seen.add(c.id);
    names.push(c.name, c.nameEn);
  }
  return names;
}

export interface ProductImageFacts {
  shape: Shape;
  metal: Metal;
  stone: string;
  pictureCount: number;
}

export function createImageFacts(db: Db) {
  const loadCategories = categoryCache(db);
  return {
    async product(productId: number): Promise<ProductImageFacts | null> {
      const [product] = await db
        .select({ primaryCategoryId: products.primaryCategoryId, pictureCount: products.pictureCount })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.published, true)))
        .limit(1);
      if (!product) return null;
      const specs = await db
        .select({ groupKey: productSpecs.groupKey, value: productSpecs.value, valueEn: productSpecs.valueEn })
        .from(productSpecs)
        .where(and(eq(productSpecs.productId, productId), inArray(productSpecs.groupKey, ['metal', 'renk'])));
      const names = pathNames(await loadCategories(), product.primaryCategoryId);
      const metalSpec = specs.find((s) => s.groupKey === 'metal');
      const colour = specs.find((s) => s.groupKey === 'renk');
      return {
        shape: shapeForNames(names),
        metal: metalForText(metalSpec?.value) ?? metalForText(metalSpec?.valueEn) ?? metalForText(names.join(' ')) ?? 'gold',
        stone: (colour && (STONE_COLOURS[slugify(colour.value)] ?? STONE_COLOURS[slugify(colour.valueEn)])) ?? DEFAULT_STONE,
        pictureCount: product.pictureCount,
      };
    },
    async category(categoryId: number): Promise<{ shape: Shape; metal: Metal } | null> {
      const byId = await loadCategories();
      if (!byId.has(categoryId)) return null;
      const names = pathNames(byId, categoryId);
      return { shape: shapeForNames(names), metal: metalForText(names.join(' ')) ?? 'gold' };
    },
  };
}

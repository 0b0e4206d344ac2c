// The category tree in memory for one request: paths (breadcrumbs) and children. The table is
// small (tens to a few hundred rows), so one query beats recursive SQL per lookup.
import { asc } from 'drizzle-orm';
import type { CategoryBreadcrumbItem, Language } from 'shared-contracts/server';
import type { Db } from '../../../db/client.js';
import { categories } from '../../../db/schema.js';
import { pickText } from '../translated.js';

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryIndex {
  get(id: number): CategoryRow | undefined;
  /** Root-first path ending with the category itself; empty when unknown. */
  path(id: number, language: Language): CategoryBreadcrumbItem[];
  /** Published children in display order. */
  children(id: number): CategoryRow[];
  all(): CategoryRow[];
}

export function buildCategoryIndex(rows: CategoryRow[]): CategoryIndex {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parentId === null || !row.published) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  return {
    get: (id) => byId.get(id),
    all: () => rows,
    children: (id) => childrenOf.get(id) ?? [],
    path(id, language) {
      const out: CategoryBreadcrumbItem[] = [];
      const seen = new Set<number>();
      let current = byId.get(id);
      // The seen-set guards against a parent cycle in bad data.
      while (current && !seen.has(current.id)) {
        seen.add(current.id);
        out.unshift({ id: current.id, name: pickText(language, current.name, current.nameEn), seName: current.seName });
        current = current.parentId === null ? undefined : byId.get(current.parentId);
      }
      return out;
    },
  };
}

export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  return buildCategoryIndex(rows);
}

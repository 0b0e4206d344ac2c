// menus(ids | type): each menu as a tree of its visible items (a hidden item hides its
// subtree), names in the request language (Turkish where an item has no English name), siblings
// in sortOrder.
import { asc, inArray } from 'drizzle-orm';
import type { Language, Menu, MenuItem } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { menuItems, menus } from '../../db/schema.js';
import { pickText } from '../catalog/translated.js';

const MAX_IDS = 20;

type ItemRow = typeof menuItems.$inferSelect;

export function buildMenuTree(rows: ItemRow[], language: Language): MenuItem[] {
  const visible = rows.filter((r) => r.visible).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const nodes = new Map<number, MenuItem>(
    visible.map((r) => [
      r.id,
      {
        id: r.id,
        parentMenuId: r.parentId,
        name: pickText(language, r.name, r.nameEn),
        url: r.url,
        icon: r.icon,
        image: r.image,
        type: r.type,
        visible: r.visible,
        systemName: r.systemName,
        children: [],
      },
    ]),
  );
  const roots: MenuItem[] = [];
  for (const r of visible) {
    const node = nodes.get(r.id)!;
    if (r.parentId == null) roots.push(node);
    else nodes.get(r.parentId)?.children.push(node); // parent hidden or missing: the subtree stays hidden
  }
  return roots;
}

export async function menuTrees(db: Db, args: { ids?: number[] | null; type?: string | null }, language: Language): Promise<Menu[]> {
  const ids = args.ids?.filter((id) => Number.isInteger(id) && id > 0).slice(0, MAX_IDS) ?? null;
  const type = args.type?.trim().toLowerCase() || null;
  if (ids && ids.length === 0) return [];
  let found = ids ? await db.select().from(menus).where(inArray(menus.id, ids)) : await db.select().from(menus).orderBy(asc(menus.id));
  if (type) found = found.filter((m) => m.type.toLowerCase() === type);
  if (ids) found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  if (found.length === 0) return [];
  const items = await db
    .select()
    .from(menuItems)
    .where(inArray(menuItems.menuId, found.map((m) => m.id)));
  return found.map((m) => ({ id: m.id, type: m.type, items: buildMenuTree(items.filter((i) => i.menuId === m.id), language) }));
}

// Footer layout from the menu tree (menus 2 and 3): menu 2's top-level entries named
// popular_categories, menu_items, socials and logos are the groups, their children the links;
// menu 3 holds extra links shown in the bottom row.
import type { MenusQuery } from 'shared-contracts/graphql';

export const FOOTER_GROUP_NAMES = ['popular_categories', 'menu_items', 'socials', 'logos'] as const;
export type FooterGroupName = (typeof FOOTER_GROUP_NAMES)[number];

type MenuItem = MenusQuery['menus'][number]['items'][number];
export interface FooterGroup {
  name: FooterGroupName;
  title: string;
  links: MenuItem['children'];
}

export function footerGroups(menus: MenusQuery['menus'] | undefined): { groups: FooterGroup[]; extra: MenuItem[] } {
  const footer = menus?.find((m) => m.id === 2);
  const groups: FooterGroup[] = [];
  for (const item of footer?.items ?? []) {
    const name = item.systemName as FooterGroupName | null;
    if (!item.visible || !name || !FOOTER_GROUP_NAMES.includes(name)) continue;
    groups.push({ name, title: item.name, links: item.children.filter((c) => c.visible) });
  }
  const extra = (menus?.find((m) => m.id === 3)?.items ?? []).filter((i) => i.visible);
  return { groups, extra };
}

// The account side menu of section 2 (Account area), in order. Contact and help are content
// pages (/sayfa/*); logout is an action, not a link.
import { ROUTES, stripLanguagePrefix } from 'shared-contracts';
import type { AccountMessageId } from '../i18n/tr';

export type AccountMenuKey = 'profile' | 'addresses' | 'coupons' | 'orders' | 'wishlist' | 'contact' | 'help' | 'password' | 'logout';

export interface AccountMenuItem {
  key: AccountMenuKey;
  label: AccountMessageId;
  /** Absent for logout. */
  path?: string;
}

export const CONTACT_PAGE_PATH = '/sayfa/iletisim';
export const HELP_PAGE_PATH = '/sayfa/sss';

export const ACCOUNT_MENU: readonly AccountMenuItem[] = [
  { key: 'profile', label: 'account.menu.profile', path: ROUTES.account.path },
  { key: 'addresses', label: 'account.menu.addresses', path: ROUTES.addresses.path },
  { key: 'coupons', label: 'account.menu.coupons', path: ROUTES.coupons.path },
  { key: 'orders', label: 'account.menu.orders', path: ROUTES.orders.path },
  { key: 'wishlist', label: 'account.menu.wishlist', path: ROUTES.wishlist.path },
  { key: 'contact', label: 'account.menu.contact', path: CONTACT_PAGE_PATH },
  { key: 'help', label: 'account.menu.help', path: HELP_PAGE_PATH },
  { key: 'password', label: 'account.menu.password', path: ROUTES.password.path },
  { key: 'logout', label: 'account.menu.logout' },
];

/** The menu item the current path belongs to (the /en prefix is ignored). */
export function activeMenuKey(pathname: string): AccountMenuKey | null {
  const { path } = stripLanguagePrefix(pathname);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === ROUTES.wishlistShort.path) return 'wishlist';
  let best: AccountMenuItem | null = null;
  for (const item of ACCOUNT_MENU) {
    if (!item.path) continue;
    const matches = clean === item.path || (item.path !== ROUTES.account.path && clean.startsWith(`${item.path}/`));
    if (matches && (!best?.path || item.path.length > best.path.length)) best = item;
  }
  return best?.key ?? null;
}

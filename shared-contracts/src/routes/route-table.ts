// The route table of spec section 2, and the one list of which remote module serves what: the
// routes and the widgets other teams show. Paths are written without the language prefix;
// English adds /en in front (see localizePath). `remote` names the team that renders the route
// and `module` the exposed module the shell loads for it. Each remote's webpack `exposes` is
// derived from this file by build-config (exposedModules), the shell loads modules by
// moduleId(...) of these entries, and the site server reads the table the shell's build emits.
// No runtime imports here: the build reads this file on its own (type imports only).
import type { Language } from '../constants/business';
import type { RouteQuery } from './route-query';

export type RemoteName = 'mf_catalog' | 'mf_product' | 'mf_cart_checkout' | 'mf_account' | 'mf_stores_content';
export const REMOTE_PACKAGES: Record<RemoteName, string> = {
  mf_catalog: 'mf-catalog',
  mf_product: 'mf-product',
  mf_cart_checkout: 'mf-cart-checkout',
  mf_account: 'mf-account',
  mf_stores_content: 'mf-stores-content',
};

export type Access = 'all' | 'login' | 'anonymous';

export interface RouteDef {
  id: string;
  path: string;
  remote: RemoteName;
  module: string;
  access: Access;
  /** Checkout uses its own layout: only a centred logo. */
  layout?: 'default' | 'checkout';
  /** A login-only route a guest customer's session (guest checkout) opens too; the account's pages are members' only. */
  guest?: boolean;
  /** The query parameters the page reads (route-query.ts); the server renders it without any other. */
  query?: RouteQuery;
}

export const ROUTES = {
  home: { id: 'home', path: '/', remote: 'mf_stores_content', module: './HomePage', access: 'all' },
  login: { id: 'login', path: '/login', remote: 'mf_account', module: './LoginPage', access: 'all', query: { names: ['redirectUrl'] } },
  register: { id: 'register', path: '/register', remote: 'mf_account', module: './RegisterPage', access: 'anonymous', query: { names: ['redirectUrl'] } },
  passwordRecovery: { id: 'passwordRecovery', path: '/passwordrecovery', remote: 'mf_account', module: './PasswordRecoveryPage', access: 'all' },
  passwordRecoveryConfirm: { id: 'passwordRecoveryConfirm', path: '/passwordrecovery/confirm', remote: 'mf_account', module: './PasswordRecoveryConfirmPage', access: 'all', query: { names: ['token', 'gid'] } },
  cart: { id: 'cart', path: '/cart', remote: 'mf_cart_checkout', module: './CartPage', access: 'login', guest: true },
  checkout: { id: 'checkout', path: '/checkout', remote: 'mf_cart_checkout', module: './CheckoutPage', access: 'login', layout: 'checkout', guest: true },
  checkoutSuccess: { id: 'checkoutSuccess', path: '/checkout/success', remote: 'mf_cart_checkout', module: './OrderSuccessPage', access: 'login', guest: true },
  checkoutSuccessById: { id: 'checkoutSuccessById', path: '/checkout/success/:id', remote: 'mf_cart_checkout', module: './OrderSuccessPage', access: 'login', guest: true },
  account: { id: 'account', path: '/account', remote: 'mf_account', module: './ProfilePage', access: 'login' },
  orders: { id: 'orders', path: '/account/orders', remote: 'mf_account', module: './OrdersPage', access: 'login' },
  orderDetail: { id: 'orderDetail', path: '/account/orders/:orderNumber', remote: 'mf_account', module: './OrderDetailPage', access: 'login' },
  orderCancel: { id: 'orderCancel', path: '/account/orders/cancel/:orderNumber', remote: 'mf_account', module: './OrderRequestPage', access: 'login' },
  wishlist: { id: 'wishlist', path: '/account/wishlist', remote: 'mf_account', module: './WishlistPage', access: 'login' },
  wishlistShort: { id: 'wishlistShort', path: '/wishlist', remote: 'mf_account', module: './WishlistPage', access: 'login' },
  addresses: { id: 'addresses', path: '/account/addresses', remote: 'mf_account', module: './AddressesPage', access: 'login' },
  coupons: { id: 'coupons', path: '/account/coupons', remote: 'mf_account', module: './CouponsPage', access: 'login' },
  password: { id: 'password', path: '/account/password', remote: 'mf_account', module: './ChangePasswordPage', access: 'login' },
  contentPage: { id: 'contentPage', path: '/sayfa/:slug', remote: 'mf_stores_content', module: './ContentPage', access: 'all' },
  ringSize: { id: 'ringSize', path: '/find/ring-size', remote: 'mf_stores_content', module: './SizeFinderPage', access: 'all' },
  necklaceSize: { id: 'necklaceSize', path: '/find/necklace-size', remote: 'mf_stores_content', module: './SizeFinderPage', access: 'all' },
  braceletSize: { id: 'braceletSize', path: '/find/bracklet-size', remote: 'mf_stores_content', module: './SizeFinderPage', access: 'all' },
  search: { id: 'search', path: '/arama', remote: 'mf_catalog', module: './SearchPage', access: 'all', query: { names: ['q', 'pagenumber', 'orderBy'], listingFilters: true } },
  // A top-level seName: the shell asks urlRecord whether it is a category or a product.
  category: { id: 'category', path: '/:seName', remote: 'mf_catalog', module: './CategoryPage', access: 'all', query: { names: ['pagenumber', 'orderBy'], listingFilters: true } },
  product: { id: 'product', path: '/:seName', remote: 'mf_product', module: './ProductPage', access: 'all' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

export interface WidgetDef {
  remote: RemoteName;
  module: string;
}

/** Modules a remote exposes for other teams, shown only through the shell's RemoteSlot. */
export const WIDGETS = {
  instantSearch: { remote: 'mf_catalog', module: './InstantSearch' },
  productSlider: { remote: 'mf_catalog', module: './ProductSlider' },
  recommendationsStrip: { remote: 'mf_catalog', module: './RecommendationsStrip' },
  miniCart: { remote: 'mf_cart_checkout', module: './MiniCart' },
  contactForm: { remote: 'mf_stores_content', module: './ContactForm' },
} as const satisfies Record<string, WidgetDef>;

/** The modules a remote must expose: its routes' and its widgets', each once ('./CategoryPage'). */
export function exposedModules(remote: RemoteName): string[] {
  const modules = [...Object.values(ROUTES), ...Object.values(WIDGETS)].filter((d) => d.remote === remote).map((d) => d.module);
  return [...new Set<string>(modules)];
}

/** The federation id the shell loads an entry by: 'mf_catalog/CategoryPage'. */
export function moduleId(entry: { remote: RemoteName; module: string }): string {
  return `${entry.remote}/${entry.module.replace(/^\.\//, '')}`;
}

/** Paths that lead a logged-out visitor to /login?redirectUrl=... (section 2 guard). */
export const GUARDED_PREFIXES = ['/cart', '/account', '/checkout', '/wishlist'] as const;

export function isGuardedPath(path: string): boolean {
  return GUARDED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export function stripLanguagePrefix(pathname: string): { language: Language; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { language: 'en', path: pathname.slice(3) || '/' };
  }
  return { language: 'tr', path: pathname || '/' };
}

export function localizePath(path: string, language: Language): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === 'tr') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

export function loginRedirectPath(redirectUrl: string): string {
  return `/login?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** Fills a route pattern's :params. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k] ?? '')));
}

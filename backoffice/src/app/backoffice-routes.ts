// The back office's screens: address (under /backoffice), the permission that shows them, and
// the message id of their name in the navigation. The navigation and the guards read this one
// table, so a screen a role may not use is neither linked nor rendered.
import type { StaffPermission } from '../session/staff-session';

export interface BackofficeScreen {
  path: string;
  permission: StaffPermission;
  /** Message id of the navigation link. */
  label: string;
}

export const SCREENS = {
  orders: { path: '/orders', permission: 'orders.read', label: 'bo.nav.orders' },
  requests: { path: '/requests', permission: 'requests.read', label: 'bo.nav.requests' },
  reviews: { path: '/reviews', permission: 'reviews.moderate', label: 'bo.nav.reviews' },
  catalogue: { path: '/catalogue', permission: 'catalogue.read', label: 'bo.nav.catalogue' },
  customers: { path: '/customers', permission: 'customers.read', label: 'bo.nav.customers' },
  messages: { path: '/messages', permission: 'messages.read', label: 'bo.nav.messages' },
  staff: { path: '/staff', permission: 'staff.manage', label: 'bo.nav.staff' },
  audit: { path: '/audit', permission: 'audit.read', label: 'bo.nav.audit' },
} as const satisfies Record<string, BackofficeScreen>;

export const SCREEN_ORDER: BackofficeScreen[] = Object.values(SCREENS);

export const LOGIN_PATH = '/login';

/** Addresses inside the app: an order, a customer, a feed run, a product. */
export const paths = {
  order: (id: number) => `/orders/${id}`,
  customer: (id: number) => `/customers/${id}`,
  feedRun: (id: number) => `/catalogue/feeds/${id}`,
  product: (sku: string) => `/catalogue/products/${encodeURIComponent(sku)}`,
};

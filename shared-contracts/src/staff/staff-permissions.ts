// Staff roles and what each may do, per domain: the staff API enforces it (every field asks for
// one permission), the back office reads it to show only what a role may use.
export const STAFF_PERMISSIONS = [
  'orders.read', // order list and detail, carriers
  'orders.fulfil', // approve, invoice, ship, deliver, complete, notes
  'orders.cancel', // cancel lines before shipping (money and stock go back)
  'requests.read', // cancel and return requests
  'requests.decide', // approve or reject a request
  'returns.receive', // returned goods arrived (STORE: at its own store)
  'payments.refund', // refund lines
  'customers.read', // customers, their orders and messages
  'messages.read', // the outbox: queued, failed messages
  'messages.resend', // send a message again
  'catalogue.read', // a product's prices, price history and stock; stores
  'prices.write', // price and stock feeds
  'stock.write', // a store's stock (STORE: its own store)
  'reviews.moderate', // approve or reject reviews
  'staff.manage', // staff accounts, roles, sessions
  'audit.read', // the audit log
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export type StaffRoleName = 'ADMIN' | 'ORDERS' | 'SUPPORT' | 'CATALOGUE' | 'STORE';

export const ROLE_PERMISSIONS: Record<StaffRoleName, readonly StaffPermission[]> = {
  ADMIN: STAFF_PERMISSIONS,
  ORDERS: ['orders.read', 'orders.fulfil', 'orders.cancel', 'requests.read', 'requests.decide', 'returns.receive', 'payments.refund', 'catalogue.read'],
  SUPPORT: ['orders.read', 'requests.read', 'customers.read', 'messages.read', 'messages.resend'],
  CATALOGUE: ['catalogue.read', 'prices.write', 'stock.write', 'reviews.moderate'],
  STORE: ['requests.read', 'returns.receive', 'catalogue.read', 'stock.write'],
};

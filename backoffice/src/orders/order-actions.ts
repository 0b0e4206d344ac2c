// Which order actions a staff member sees: only those the server lists in `allowedActions` (it
// already filtered them by the order's state and the caller's permissions), hidden again by the
// role's permission here so the screen never offers what the API would refuse.
import type { OrderAction, OrderStatus, StaffOrderPartsFragment, StaffPermission } from 'shared-contracts/admin';

export type Order = StaffOrderPartsFragment;
export type OrderItem = Order['items'][number];

export const ACTION_PERMISSION: Record<OrderAction, StaffPermission> = {
  APPROVE: 'orders.fulfil',
  INVOICE: 'orders.fulfil',
  SHIP: 'orders.fulfil',
  DELIVER: 'orders.fulfil',
  COMPLETE: 'orders.fulfil',
  ADD_NOTE: 'orders.fulfil',
  CANCEL: 'orders.cancel',
  REFUND: 'payments.refund',
};

/** The actions of the panel, in the order of the lifecycle (REFUND is offered per line). */
export const PANEL_ACTIONS = ['APPROVE', 'INVOICE', 'SHIP', 'DELIVER', 'COMPLETE', 'CANCEL', 'ADD_NOTE'] as const;
export type PanelAction = (typeof PANEL_ACTIONS)[number];

/** What a dialog is open for: an order action, or the refund of one line. */
export type OpenAction = { kind: PanelAction } | { kind: 'REFUND'; itemId: number };

type Can = (permission: StaffPermission) => boolean;

export function panelActions(order: Order, can: Can): PanelAction[] {
  return PANEL_ACTIONS.filter((action) => order.allowedActions.includes(action) && can(ACTION_PERMISSION[action]));
}

/**
 * A line may be refunded from here when the order allows REFUND, the role may refund, something is
 * left to refund, and the line's return is approved or received (the server's own rule).
 */
export function lineRefundable(order: Order, item: OrderItem, can: Can): boolean {
  if (!order.allowedActions.includes('REFUND') || !can(ACTION_PERMISSION.REFUND)) return false;
  const request = item.request;
  return item.refundable.value > 0 && item.refunded.value === 0 && request?.kind === 'RETURN' && (request.status === 'APPROVED' || request.status === 'RECEIVED');
}

/** Lines an action may move (the state machine's "from" statuses). */
const FROM: Partial<Record<OrderAction, readonly OrderStatus[]>> = {
  SHIP: ['INVOICED'],
  CANCEL: ['PROCESSING', 'PENDING', 'INVOICED'],
};

export function linesFor(action: 'SHIP' | 'CANCEL', order: Order): OrderItem[] {
  const from = FROM[action] ?? [];
  return order.items.filter((item) => from.includes(item.status));
}

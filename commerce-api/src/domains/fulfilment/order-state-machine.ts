// The order lifecycle as a table: which action moves a line from which status to which. An order
// has no status of its own beyond its lines: all lines in one status -> that status, else MIX.
// So an order action (approve, ship ...) moves the lines that are in the action's "from" status
// (or the chosen lines), and the order's status is derived again afterwards.
//
// In this shop an order is placed PROCESSING ('Sipariş Alındı', step 1 of the progress bar) and
// PENDING is 'Hazırlanıyor' (step 2), so APPROVE moves PROCESSING -> PENDING (the text
// says the reverse, which would move the shopper's bar backwards; see the README).
//
// Pure functions only: the database side is order-transitions.ts.

export type LineStatus = 'PROCESSING' | 'PENDING' | 'INVOICED' | 'SHIPPED' | 'DELIVERED' | 'COMPLETE' | 'CANCELLED' | 'RECEIVEDBYTHESTORE' | 'RETURNED';
export type OrderAction = 'APPROVE' | 'INVOICE' | 'SHIP' | 'DELIVER' | 'COMPLETE' | 'CANCEL' | 'RECEIVE' | 'REFUND';

export interface Transition {
  from: readonly LineStatus[];
  to: LineStatus;
}

/** Every allowed line transition. Anything not here is refused. */
export const LINE_TRANSITIONS: Record<OrderAction, Transition> = {
  APPROVE: { from: ['PROCESSING'], to: 'PENDING' },
  INVOICE: { from: ['PENDING'], to: 'INVOICED' },
  SHIP: { from: ['INVOICED'], to: 'SHIPPED' },
  DELIVER: { from: ['SHIPPED'], to: 'DELIVERED' },
  COMPLETE: { from: ['DELIVERED'], to: 'COMPLETE' },
  // before shipping only: money and stock go back
  CANCEL: { from: ['PROCESSING', 'PENDING', 'INVOICED'], to: 'CANCELLED' },
  // returned goods brought to a store (received at the warehouse leaves the line as it is)
  RECEIVE: { from: ['DELIVERED', 'COMPLETE'], to: 'RECEIVEDBYTHESTORE' },
  // a returned line refunded
  REFUND: { from: ['DELIVERED', 'COMPLETE', 'RECEIVEDBYTHESTORE'], to: 'RETURNED' },
};

export const ALL_LINE_STATUSES: readonly LineStatus[] = ['PROCESSING', 'PENDING', 'INVOICED', 'SHIPPED', 'DELIVERED', 'COMPLETE', 'CANCELLED', 'RECEIVEDBYTHESTORE', 'RETURNED'];

/** The order's status from its lines: one status for all -> that status, else MIX. */
export function deriveOrderStatus(lineStatuses: readonly string[]): string {
  const distinct = new Set(lineStatuses);
  if (distinct.size === 1) return lineStatuses[0]!;
  return distinct.size === 0 ? 'PROCESSING' : 'MIX';
}

export function lineMayMove(action: OrderAction, status: string): boolean {
  return (LINE_TRANSITIONS[action].from as readonly string[]).includes(status);
}

export interface PlannedLine {
  id: number;
  from: string;
  to: LineStatus;
}

export type Plan = { ok: true; lines: PlannedLine[]; orderFrom: string; orderTo: string } | { ok: false; code: string; field: string | null };

/**
 * The lines an action moves and the order's status before and after. Without `itemIds` every line
 * in a "from" status moves (none: refused); with them, each chosen line must be in a "from" status.
 */
export function planTransition(action: OrderAction, lines: readonly { id: number; status: string }[], itemIds?: readonly number[] | null): Plan {
  const { to } = LINE_TRANSITIONS[action];
  let chosen: { id: number; status: string }[];
  if (itemIds && itemIds.length) {
    if (new Set(itemIds).size !== itemIds.length) return { ok: false, code: 'staff.order.duplicate_items', field: 'itemIds' };
    chosen = [];
    for (const id of itemIds) {
      const line = lines.find((l) => l.id === id);
      if (!line) return { ok: false, code: 'staff.order.item_not_found', field: 'itemIds' };
      if (!lineMayMove(action, line.status)) return { ok: false, code: `staff.order.refused.${action.toLowerCase()}`, field: 'itemIds' };
      chosen.push(line);
    }
  } else {
    chosen = lines.filter((l) => lineMayMove(action, l.status));
    if (!chosen.length) return { ok: false, code: `staff.order.refused.${action.toLowerCase()}`, field: null };
  }
  const ids = new Set(chosen.map((l) => l.id));
  const before = deriveOrderStatus(lines.map((l) => l.status));
  const after = deriveOrderStatus(lines.map((l) => (ids.has(l.id) ? to : l.status)));
  return { ok: true, lines: chosen.map((l) => ({ id: l.id, from: l.status, to })), orderFrom: before, orderTo: after };
}

/** The staff actions an order allows now (before permissions): those with at least one line to move. */
export function possibleActions(lines: readonly { id: number; status: string }[]): ('APPROVE' | 'INVOICE' | 'SHIP' | 'DELIVER' | 'COMPLETE' | 'CANCEL')[] {
  return (['APPROVE', 'INVOICE', 'SHIP', 'DELIVER', 'COMPLETE', 'CANCEL'] as const).filter((action) => lines.some((l) => lineMayMove(action, l.status)));
}

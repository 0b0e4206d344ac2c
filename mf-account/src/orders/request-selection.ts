// Return/cancel selection of section 4: an item with partial-cancel permission is a cancel,
// otherwise a return; each picked item carries a reason and an optional note; returns and
// cancels go out as separate calls.
import type { CancelItemInput, ReturnItemInput } from 'shared-contracts/graphql';
import type { OrderItemData } from './order-types';

export type RequestKind = 'cancel' | 'return';

export interface ItemSelection {
  reasonId: number | null;
  note: string;
}

export type Selections = Record<number, ItemSelection>;

export function isRequestable(item: OrderItemData): boolean {
  return item.userCanPartialCancel || item.userCanPartialReturn;
}

export function requestKind(item: OrderItemData): RequestKind {
  return item.userCanPartialCancel ? 'cancel' : 'return';
}

export function reasonsFor(item: OrderItemData) {
  return requestKind(item) === 'cancel' ? item.availableCancelReasons : item.availableReturnReasons;
}

/** Ticking an item adds it; ticking again removes it. */
export function toggleSelection(selections: Selections, lineId: number): Selections {
  if (selections[lineId]) {
    const { [lineId]: _removed, ...rest } = selections;
    return rest;
  }
  return { ...selections, [lineId]: { reasonId: null, note: '' } };
}

export function splitRequests(items: readonly OrderItemData[], selections: Selections): { cancelItems: CancelItemInput[]; returnItems: ReturnItemInput[] } {
  const cancelItems: CancelItemInput[] = [];
  const returnItems: ReturnItemInput[] = [];
  for (const item of items) {
    const picked = selections[item.orderItemLineId];
    if (!picked || picked.reasonId === null) continue;
    const note = picked.note.trim() || null;
    if (requestKind(item) === 'cancel') cancelItems.push({ orderItemLineId: item.orderItemLineId, cancelReasonId: picked.reasonId, note });
    else returnItems.push({ orderItemLineId: item.orderItemLineId, returnReasonId: picked.reasonId, note });
  }
  return { cancelItems, returnItems };
}

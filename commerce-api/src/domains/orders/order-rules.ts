// Which order lines a customer may cancel or return (spec sections 4 and 6):
// - cancel: the order (or, in a MIX order, the line itself) is PENDING or PROCESSING;
// - return: DELIVERED or COMPLETE, within RETURN_WINDOW_DAYS (15) of delivery;
// - never a second request for a line, never a line already cancelled or returned.
import { RETURN_WINDOW_DAYS } from 'shared-contracts/server';

const CANCELLABLE = new Set(['PENDING', 'PROCESSING']);
const RETURNABLE = new Set(['DELIVERED', 'COMPLETE']);
const DAY_MS = 24 * 3600 * 1000;

export interface LineFacts {
  orderStatus: string;
  itemStatus: string;
  deliveredAt: Date | null;
  hasRequest: boolean;
}

/** A partly cancelled (MIX) order is judged line by line. */
function effectiveStatus(f: LineFacts): string {
  return f.orderStatus === 'MIX' ? f.itemStatus : f.orderStatus;
}

function settledLine(f: LineFacts): boolean {
  return f.hasRequest || f.itemStatus === 'CANCELLED' || f.itemStatus === 'RETURNED';
}

export function canCancelLine(f: LineFacts): boolean {
  return !settledLine(f) && CANCELLABLE.has(effectiveStatus(f));
}

export function withinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}

export function canReturnLine(f: LineFacts, now: Date): boolean {
  return !settledLine(f) && RETURNABLE.has(effectiveStatus(f)) && withinReturnWindow(f.deliveredAt, now);
}

/** Why a line cannot be cancelled or returned, as a ui.cancel.* code. */
export function refusal(kind: 'CANCEL' | 'RETURN', f: LineFacts, now: Date): string | null {
  if (f.hasRequest) return 'ui.cancel.already_requested';
  if (kind === 'CANCEL') return canCancelLine(f) ? null : 'ui.cancel.not_allowed';
  if (canReturnLine(f, now)) return null;
  if (!settledLine(f) && RETURNABLE.has(effectiveStatus(f)) && !withinReturnWindow(f.deliveredAt, now)) return 'ui.cancel.window_passed';
  return 'ui.cancel.not_allowed';
}

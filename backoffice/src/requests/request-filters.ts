// The queue's filters and the statuses and kinds they offer.
import type { RequestKind, RequestStatus } from 'shared-contracts/admin';

export const REQUEST_KINDS: RequestKind[] = ['CANCEL', 'RETURN'];
export const REQUEST_STATUSES: RequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED'];

export interface RequestFilterValues {
  /** '' = both kinds. */
  kind: RequestKind | '';
  status: RequestStatus;
  orderNumber: string;
}

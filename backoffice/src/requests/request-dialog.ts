// What every request dialog gets from the queue: the request, the queue's action runner (its
// notice is shown in the dialog while it is open, on the screen after), and what to do after.
import type { ItemRequestPartsFragment } from 'shared-contracts/admin';
import type { useStaffAction } from '../common/useStaffAction';

export type StaffAction = ReturnType<typeof useStaffAction>;

export interface RequestDialogProps {
  request: ItemRequestPartsFragment;
  action: StaffAction;
  /** The action succeeded: close the dialog and read the queue again. */
  onDone: () => void;
  onCancel: () => void;
}

export type RequestDialogKind = 'approve' | 'reject' | 'receive' | 'refund';

/** "{orderNumber} · {productName}", the request's name in titles and button names. */
export const requestNameValues = (request: ItemRequestPartsFragment) => ({ order: request.orderNumber, product: request.productName });

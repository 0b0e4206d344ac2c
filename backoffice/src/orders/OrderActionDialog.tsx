// The dialog of the action being done to an order (one at a time).
import type { StaffActionState } from './ActionFormDialog';
import { AddOrderNoteDialog } from './AddOrderNoteDialog';
import { ApproveOrderDialog } from './ApproveOrderDialog';
import { CancelOrderItemsDialog } from './CancelOrderItemsDialog';
import { CompleteOrderDialog } from './CompleteOrderDialog';
import { DeliverOrderDialog } from './DeliverOrderDialog';
import { InvoiceOrderDialog } from './InvoiceOrderDialog';
import type { OpenAction, Order } from './order-actions';
import { RefundItemDialog } from './RefundItemDialog';
import { ShipOrderDialog } from './ShipOrderDialog';

export interface OrderActionDialogProps {
  order: Order;
  action: StaffActionState;
  /** The server accepted the action (its message is in action.notice). */
  onDone: () => void;
  onCancel: () => void;
}

export function OrderActionDialog({ open, ...props }: OrderActionDialogProps & { open: OpenAction }) {
  switch (open.kind) {
    case 'APPROVE':
      return <ApproveOrderDialog {...props} />;
    case 'INVOICE':
      return <InvoiceOrderDialog {...props} />;
    case 'SHIP':
      return <ShipOrderDialog {...props} />;
    case 'DELIVER':
      return <DeliverOrderDialog {...props} />;
    case 'COMPLETE':
      return <CompleteOrderDialog {...props} />;
    case 'CANCEL':
      return <CancelOrderItemsDialog {...props} />;
    case 'ADD_NOTE':
      return <AddOrderNoteDialog {...props} />;
    case 'REFUND': {
      const item = props.order.items.find((line) => line.id === open.itemId);
      return item ? <RefundItemDialog {...props} item={item} /> : null;
    }
    default:
      return null;
  }
}

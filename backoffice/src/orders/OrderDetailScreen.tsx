// One order as the staff see it: its actions, customer, lines, money, payment, addresses,
// invoice, shipping, contracts and history. An action's answer carries the order as it is now;
// Apollo's cache keeps StaffOrder by id, so the page shows it as soon as the answer arrives.
import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import { BackofficeOrderDocument } from 'shared-contracts/admin/documents/orders';
import { SCREENS } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDateTime } from '../common/formatting';
import { QueryState } from '../common/QueryState';
import { ResultNotice } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { useStaffSession } from '../session/staff-session';
import { OrderActionDialog } from './OrderActionDialog';
import { OrderActionsPanel } from './OrderActionsPanel';
import { OrderAddressesSection } from './OrderAddressesSection';
import { OrderContractsSection } from './OrderContractsSection';
import { OrderCustomerSection } from './OrderCustomerSection';
import { OrderInvoiceSection } from './OrderInvoiceSection';
import { OrderItemsSection } from './OrderItemsSection';
import { OrderNotFound } from './OrderNotFound';
import { OrderPaymentSection } from './OrderPaymentSection';
import { OrderShippingSection } from './OrderShippingSection';
import { OrderTimelineSection } from './OrderTimelineSection';
import { OrderTotalsSection } from './OrderTotalsSection';
import { lineRefundable, panelActions, type OpenAction, type OrderItem } from './order-actions';
import styles from './order-detail.module.css';

/** The order id of the address, when it is one (a positive whole number the API's Int can hold). */
export function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

export function OrderDetailScreen() {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const { can } = useStaffSession();
  const id = parseOrderId(useParams().orderId);
  const { data, loading, error, refetch } = useQuery(BackofficeOrderDocument, id == null ? skipToken : { variables: { id, orderNumber: null } });
  const action = useStaffAction();
  const [open, setOpen] = useState<OpenAction | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const order = data?.order ?? null;

  const { setNotice } = action;
  const start = useCallback(
    (next: OpenAction) => {
      setNotice(null);
      setOpen(next);
    },
    [setNotice],
  );
  const close = useCallback(() => {
    // a dialog closed without success leaves no notice behind
    setNotice(null);
    setOpen(null);
  }, [setNotice]);
  const done = useCallback(() => {
    setOpen(null);
    // the button that opened the dialog may be gone with the order's new state: keep focus on the page
    setTimeout(() => {
      if (document.activeElement === document.body || !document.activeElement?.isConnected) heading.current?.focus();
    }, 0);
  }, []);
  const canRefund = useCallback((item: OrderItem) => (order ? lineRefundable(order, item, can) : false), [order, can]);
  const onRefund = useCallback((item: OrderItem) => start({ kind: 'REFUND', itemId: item.id }), [start]);

  if (id == null || (data && !order && !loading)) return <OrderNotFound />;
  if (!order) {
    return (
      <section aria-labelledby="order-title">
        <h1 id="order-title">
          <FormattedMessage id="bo.orders.detail.loading_title" />
        </h1>
        <QueryState loading={loading} error={error} retry={() => void refetch()} />
      </section>
    );
  }

  return (
    <article aria-labelledby="order-title" className={styles.page}>
      <p>
        <Link to={SCREENS.orders.path}>
          <FormattedMessage id="bo.orders.detail.back" />
        </Link>
      </p>
      <h1 id="order-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="bo.orders.detail.title" values={{ orderNumber: order.orderNumber }} />
      </h1>
      <p className={styles.summary}>
        <span>
          <FormattedMessage id="bo.orders.detail.status" values={{ status: order.statusText }} />
        </span>
        <span>
          <FormattedMessage id="bo.orders.detail.created" values={{ date: formatDateTime(order.createdOn, language) }} />
        </span>
        <span>
          <FormattedMessage id="bo.orders.detail.total" values={{ total: order.total.text }} />
        </span>
      </p>
      {error ? <QueryState loading={false} error={error} retry={() => void refetch()} /> : null}
      <ResultNotice notice={open ? null : action.notice} />
      <OrderActionsPanel actions={panelActions(order, can)} onStart={(kind) => start({ kind })} />
      <OrderCustomerSection order={order} />
      <OrderItemsSection order={order} canRefund={canRefund} onRefund={onRefund} />
      <OrderTotalsSection order={order} />
      <OrderPaymentSection order={order} />
      <OrderAddressesSection order={order} />
      <OrderShippingSection order={order} />
      <OrderInvoiceSection order={order} />
      <OrderContractsSection order={order} />
      <OrderTimelineSection order={order} />
      {open ? <OrderActionDialog open={open} order={order} action={action} onDone={done} onCancel={close} /> : null}
    </article>
  );
}

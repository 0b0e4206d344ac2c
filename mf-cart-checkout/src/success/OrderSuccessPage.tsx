// Order confirmation: the latest order (customerOrders page 0 of 5, then orderDetails of the
// first) with its total charged and, paid in instalments, the cash price, interest and
// instalments; an account without orders goes to /account/orders, a visitor to /.
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn, type ShellState, Link, Navigate, useQuery, useLocalizedPath } from 'shared-contracts';
import { SUCCESS_PAGE_ORDERS_PAGE_SIZE } from 'shared-contracts/rules';
import { SuccessCustomerOrdersDocument, SuccessOrderDetailsDocument } from 'shared-contracts/graphql';
import { Loader } from '../common/Loader';
import { PaymentTermsRows } from '../common/PaymentTermsRows';
import { usePurchaseEvent } from './usePurchaseEvent';
import styles from './OrderSuccessPage.module.css';

function OrderConfirmation() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const orders = useQuery(SuccessCustomerOrdersDocument, {
    variables: { pageIndex: 0, pageSize: SUCCESS_PAGE_ORDERS_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const latest = orders.data?.customerOrders.orders[0] ?? null;
  const details = useQuery(SuccessOrderDetailsDocument, { variables: { id: latest?.id ?? null }, skip: !latest, fetchPolicy: 'network-only' });
  const order = details.data?.orderDetails ?? null;
  usePurchaseEvent(order);

  if (orders.loading || (latest && details.loading)) return <Loader />;
  if (orders.error || details.error) {
    return (
      <div className={styles.page} role="alert">
        <p>{intl.formatMessage({ id: 'success.loadError' })}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void (orders.error ? orders.refetch() : details.refetch())}>
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      </div>
    );
  }
  if (!latest) return <Navigate to={localize('/account/orders')} replace />;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'success.title' })}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{intl.formatMessage({ id: 'success.orderNumber' })}</dt>
            <dd>{order?.orderNumber ?? latest.orderNumber}</dd>
          </div>
          {order?.shippingMethod ? (
            <div>
              <dt>{intl.formatMessage({ id: 'success.carrier' })}</dt>
              <dd>{order.shippingMethod}</dd>
            </div>
          ) : null}
          {order ? <PaymentTermsRows terms={order.paymentTerms} /> : null}
          <div>
            <dt>{intl.formatMessage({ id: 'success.total' })}</dt>
            <dd>{order?.orderTotal ?? latest.orderTotal}</dd>
          </div>
        </dl>
        <p className={styles.notice}>{intl.formatMessage({ id: 'success.notice' })}</p>
        {order?.items.length ? (
          <ul className={styles.items} aria-label={intl.formatMessage({ id: 'success.items' })}>
            {order.items.map((item) => (
              <li key={item.id}>
                <img src={item.picture.imageUrl} alt="" width={48} height={72} loading="lazy" />
                <span>
                  {item.productName}
                  {item.attributeInfo ? <small>{item.attributeInfo}</small> : null}
                </span>
                <span>{intl.formatMessage({ id: 'checkout.summary.quantity' }, { count: item.quantity })}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={localize('/')} className={styles.primaryButton}>
          {intl.formatMessage({ id: 'success.home' })}
        </Link>
      </div>
    </div>
  );
}

export function OrderSuccessPage() {
  const localize = useLocalizedPath();
  const isLoggedIn = useSelector((s: ShellState) => selectIsLoggedIn(s));
  if (!isLoggedIn) return <Navigate to={localize('/')} replace />;
  return <OrderConfirmation />;
}

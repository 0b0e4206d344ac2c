// /account/orders/:orderNumber: one order in full (its total as charged, with the cash price,
// interest and instalments of a payment in instalments; after a cancel or return, the refunded
// amount and the total now); not-found view without number or order.
import { useIntl } from 'react-intl';
import { useQuery, Link, useParams, useLocalizedPath, buildPath, ROUTES } from 'shared-contracts';
import { AccountOrderDetailsDocument } from 'shared-contracts/graphql';
import { AccountLayout } from '../account/AccountLayout';
import { QueryState } from '../common/QueryState';
import { useT } from '../common/useT';
import { OrderAddressBlock } from './OrderAddressBlock';
import { OrderContracts } from './OrderContracts';
import { OrderItemReview } from './OrderItemReview';
import { OrderItemRow } from './OrderItemRow';
import { OrderNotFound } from './OrderNotFound';
import { OrderProgress } from './OrderProgress';
import { OrderStatusBadge } from './OrderStatusBadge';
import type { OrderDetailData } from './order-types';
import styles from './OrderDetailPage.module.css';

function OrderDetailView({ order }: { order: OrderDetailData }) {
  const t = useT();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const requestable = order.isReturnRequestAllowed && order.items.some((i) => i.userCanPartialCancel || i.userCanPartialReturn);
  const installments = order.customValues.InstallmentCount;
  const bank = order.bankName || order.genericAttributes.BankName;
  // As charged: orderTotal includes any instalment interest; the terms say how it was made up.
  const terms = order.paymentTerms;

  return (
    <div className={styles.detail}>
      <section className={styles.head}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('account.orders.number')}</dt>
            <dd>{order.orderNumber}</dd>
          </div>
          <div>
            <dt>{t('account.orders.date')}</dt>
            <dd>{intl.formatDate(order.createdOn, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          </div>
        </dl>
        <OrderStatusBadge status={order.orderStatusEnum} text={order.orderStatus} />
      </section>
      <OrderProgress status={order.orderStatusEnum} />

      <section className={styles.block}>
        <h2 className={styles.blockTitle}>{t('account.orderDetail.items')}</h2>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <OrderItemRow key={item.id} item={item}>
              <OrderItemReview productId={item.productId} productName={item.productName} />
            </OrderItemRow>
          ))}
        </ul>
        {requestable ? (
          <Link className={styles.requestLink} to={localize(buildPath(ROUTES.orderCancel.path, { orderNumber: order.orderNumber }))}>
            {t('account.orders.requestLink')}
          </Link>
        ) : null}
      </section>

      <div className={styles.columns}>
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>{t('account.orderDetail.shipping')}</h2>
          <p>{order.shippingMethod ?? '-'}</p>
          {order.followUrl ? (
            <a href={order.followUrl} target="_blank" rel="noopener noreferrer">
              {t('account.orderDetail.follow')}
            </a>
          ) : null}
        </section>
        <OrderAddressBlock heading={t('account.orderDetail.shippingAddress')} address={order.shippingAddress} />
        <OrderAddressBlock heading={t('account.orderDetail.billingAddress')} address={order.billingAddress} />
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>{t('account.orderDetail.payment')}</h2>
          {bank ? <p>{[bank, order.genericAttributes.CardFamily].filter(Boolean).join(' · ')}</p> : null}
          <p>{installments && installments > 1 ? t('account.orderDetail.installments', { count: installments }) : t('account.orderDetail.singlePayment')}</p>
          {terms.installmentCount > 1 ? (
            <p>
              {t(terms.interestValue > 0 ? 'account.orderDetail.installmentAmount' : 'account.orderDetail.installmentAmountInterestFree', {
                count: terms.installmentCount,
                amount: terms.installmentPrice,
              })}
            </p>
          ) : null}
        </section>
      </div>

      {order.genericAttributes.GiftPackageNote ? (
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>{t('account.orderDetail.giftNote')}</h2>
          <p>{order.genericAttributes.GiftPackageNote}</p>
        </section>
      ) : null}

      <section className={styles.block}>
        <h2 className={styles.blockTitle}>{t('account.orderDetail.summary')}</h2>
        <dl className={styles.totals}>
          <dt>{t('account.orderDetail.subtotal')}</dt>
          <dd>{order.orderSubtotal}</dd>
          <dt>{t('account.orderDetail.shippingCost')}</dt>
          <dd>{order.orderShipping}</dd>
          {order.orderTotalDiscount ? (
            <>
              <dt>{t('account.orderDetail.discount')}</dt>
              <dd>{order.orderTotalDiscount}</dd>
            </>
          ) : null}
          {order.giftCards.length > 0 ? (
            <>
              <dt>{t('account.orderDetail.coupons')}</dt>
              <dd>{order.giftCards.map((g) => g.couponCode).join(', ')}</dd>
            </>
          ) : null}
          {terms.interestValue > 0 ? (
            <>
              <dt>{t('account.orderDetail.cashTotal')}</dt>
              <dd>{terms.cashTotal}</dd>
              <dt>{t('account.orderDetail.interest', { count: terms.installmentCount })}</dt>
              <dd>{terms.interest}</dd>
            </>
          ) : null}
          <dt>{t('account.orderDetail.tax')}</dt>
          <dd>{order.tax}</dd>
          {order.refundedAmount ? (
            // After a cancel or a return: what was paid, what went back, and the total now.
            <>
              <dt>{t('account.orderDetail.paidTotal')}</dt>
              <dd>{order.orderTotal}</dd>
              <dt>{t('account.orderDetail.refunded')}</dt>
              <dd className={styles.refund}>−{order.refundedAmount}</dd>
              <dt className={styles.grand}>{t('account.orderDetail.netTotal')}</dt>
              <dd className={styles.grand}>{order.netTotal}</dd>
            </>
          ) : (
            <>
              <dt className={styles.grand}>{t('account.orders.total')}</dt>
              <dd className={styles.grand}>{order.orderTotal}</dd>
            </>
          )}
        </dl>
      </section>

      {order.orderNotes.length > 0 ? (
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>{t('account.orderDetail.notes')}</h2>
          <ul className={styles.notes}>
            {order.orderNotes.map((note) => (
              <li key={`${note.createdOn}-${note.note}`}>
                <time dateTime={note.createdOn}>{intl.formatDate(note.createdOn, { dateStyle: 'short' })}</time> {note.note}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <OrderContracts contracts={order.contracts} />
    </div>
  );
}

export function OrderDetailPage() {
  const t = useT();
  const { orderNumber = '' } = useParams();
  const query = useQuery(AccountOrderDetailsDocument, { variables: { orderNumber }, skip: !orderNumber, fetchPolicy: 'cache-and-network' });

  if (!orderNumber) return <OrderNotFound />;
  if (query.data && !query.data.orderDetails) return <OrderNotFound />;
  return (
    <AccountLayout title={t('account.orderDetail.title', { number: orderNumber })}>
      <QueryState query={query}>{query.data?.orderDetails ? <OrderDetailView order={query.data.orderDetails} /> : null}</QueryState>
    </AccountLayout>
  );
}

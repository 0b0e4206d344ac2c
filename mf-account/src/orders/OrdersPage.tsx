// /account/orders: the customer's orders, 10 per page, each expandable; empty state.
import { useState } from 'react';
import { useQuery, Link, useLocalizedPath } from 'shared-contracts';
import { ORDERS_PAGE_SIZE } from 'shared-contracts/rules';
import { AccountCustomerOrdersDocument } from 'shared-contracts/graphql';
import { AccountLayout } from '../account/AccountLayout';
import { QueryState } from '../common/QueryState';
import { useT } from '../common/useT';
import { OrderCard } from './OrderCard';
import buttons from '../common/Button.module.css';
import styles from './OrdersPage.module.css';

export function OrdersPage() {
  const t = useT();
  const localize = useLocalizedPath();
  const [pageIndex, setPageIndex] = useState(0);
  const query = useQuery(AccountCustomerOrdersDocument, { variables: { pageIndex, pageSize: ORDERS_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const orders = query.data?.customerOrders.orders ?? [];
  const totalPages = Math.max(1, Math.ceil((query.data?.customerOrders.totalCount ?? 0) / ORDERS_PAGE_SIZE));

  return (
    <AccountLayout title={t('account.menu.orders')}>
      <QueryState query={query}>
        {orders.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('account.orders.empty')}</p>
            <Link to={localize('/')} className={buttons.secondary}>
              {t('account.common.startShopping')}
            </Link>
          </div>
        ) : (
          <>
            <div className={styles.list}>
              {orders.map((order) => (
                <OrderCard key={order.orderNumber} order={order} />
              ))}
            </div>
            {totalPages > 1 ? (
              <nav className={styles.pager} aria-label={t('account.orders.pages')}>
                <button type="button" className={buttons.secondary} disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>
                  {t('account.orders.previous')}
                </button>
                <span>{t('account.orders.pageOf', { page: pageIndex + 1, total: totalPages })}</span>
                <button type="button" className={buttons.secondary} disabled={pageIndex + 1 >= totalPages} onClick={() => setPageIndex((p) => p + 1)}>
                  {t('account.orders.next')}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </QueryState>
    </AccountLayout>
  );
}

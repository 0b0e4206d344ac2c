// The order list: filters, sort and page in the address; one page (25) from the staff API. While
// the next page or filter loads, the rows shown stay (marked busy) instead of blinking away.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { type OrderSort } from 'shared-contracts/admin';
import { BackofficeOrdersDocument } from 'shared-contracts/admin/documents/orders';
import { Pager } from '../common/Pager';
import { QueryState } from '../common/QueryState';
import { OrderFilters } from './OrderFilters';
import { OrderListTable } from './OrderListTable';
import { ORDER_SORTS, orderListSearchParams, orderListVariables, readOrderListState, type OrderFilterValues, type OrderListState } from './order-list-params';
import styles from './order-list.module.css';

export function OrderListScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readOrderListState(params), [params]);
  const variables = useMemo(() => orderListVariables(state), [state]);
  const { data, previousData, loading, error, refetch } = useQuery(BackofficeOrdersDocument, { variables });
  const shown = (data ?? previousData)?.orders;

  const go = (next: OrderListState) => setParams(orderListSearchParams(next));
  const applyFilter = (filter: OrderFilterValues) => go({ ...state, filter, page: 1 });
  const applySort = (sort: OrderSort) => go({ ...state, sort, page: 1 });

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">
        <FormattedMessage id="bo.orders.list.title" />
      </h1>
      <OrderFilters values={state.filter} onApply={applyFilter} />
      <div className={styles.sortRow}>
        <label htmlFor="orders-sort">
          <FormattedMessage id="bo.orders.sort.label" />
        </label>
        <select id="orders-sort" value={state.sort} onChange={(event) => applySort(event.target.value as OrderSort)}>
          {ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: `bo.orders.sort.${sort}` })}
            </option>
          ))}
        </select>
      </div>
      {error ? <QueryState loading={false} error={error} retry={() => void refetch()} /> : null}
      {shown ? (
        <>
          <OrderListTable rows={shown.items} totalCount={shown.pageInfo.totalCount} sort={state.sort} onSort={applySort} busy={loading} />
          <Pager pageInfo={shown.pageInfo} onPage={(page) => go({ ...state, page })} label={intl.formatMessage({ id: 'bo.orders.list.pages' })} />
        </>
      ) : !error ? (
        <QueryState loading={loading} />
      ) : null}
    </section>
  );
}

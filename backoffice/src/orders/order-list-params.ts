// The order list's state lives in the address (?status=PENDING&from=2026-11-01&q=ayşe&page=2), so a
// filtered list can be reloaded, shared and walked back through. These read it (ignoring anything
// malformed) and write it back, and turn it into the staff API's variables.
import type { BackofficeOrdersQueryVariables, OrderFilter, OrderSort, OrderStatus } from 'shared-contracts/admin';

export const ORDER_STATUSES: readonly OrderStatus[] = ['PROCESSING', 'PENDING', 'INVOICED', 'SHIPPED', 'DELIVERED', 'COMPLETE', 'CANCELLED', 'MIX', 'RECEIVEDBYTHESTORE', 'RETURNED'];
export const ORDER_SORTS: readonly OrderSort[] = ['NEWEST', 'OLDEST', 'TOTAL_DESC', 'TOTAL_ASC'];
export const DEFAULT_ORDER_SORT: OrderSort = 'NEWEST';
export const ORDER_PAGE_SIZE = 25;

/** The filter form's values (strings as the form holds them; empty = not filtered). */
export interface OrderFilterValues {
  statuses: OrderStatus[];
  createdFrom: string;
  createdTo: string;
  storeId: string;
  payment: string;
  search: string;
}

export interface OrderListState {
  filter: OrderFilterValues;
  sort: OrderSort;
  page: number;
}

export const EMPTY_ORDER_FILTER: OrderFilterValues = { statuses: [], createdFrom: '', createdTo: '', storeId: '', payment: '', search: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_INT = /^[1-9]\d{0,8}$/;

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function readOrderListState(params: URLSearchParams): OrderListState {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const store = params.get('store') ?? '';
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  return {
    filter: {
      statuses: [...new Set(params.getAll('status').filter(isOrderStatus))],
      createdFrom: date('from'),
      createdTo: date('to'),
      storeId: POSITIVE_INT.test(store) ? store : '',
      payment: (params.get('payment') ?? '').trim(),
      search: (params.get('q') ?? '').trim(),
    },
    sort: (ORDER_SORTS as readonly string[]).includes(sort) ? (sort as OrderSort) : DEFAULT_ORDER_SORT,
    page: POSITIVE_INT.test(page) ? Number(page) : 1,
  };
}

/** The address's query for a state (defaults left out, so the plain list is plain /orders). */
export function orderListSearchParams({ filter, sort, page }: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of filter.statuses) params.append('status', status);
  if (filter.createdFrom) params.set('from', filter.createdFrom);
  if (filter.createdTo) params.set('to', filter.createdTo);
  if (filter.storeId) params.set('store', filter.storeId);
  if (filter.payment.trim()) params.set('payment', filter.payment.trim());
  if (filter.search.trim()) params.set('q', filter.search.trim());
  if (sort !== DEFAULT_ORDER_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The API's OrderFilter: only what is set (undefined when nothing is). */
export function toOrderFilter(values: OrderFilterValues): OrderFilter | undefined {
  const filter: OrderFilter = {};
  if (values.statuses.length) filter.statuses = [...values.statuses];
  if (values.createdFrom) filter.createdFrom = values.createdFrom;
  if (values.createdTo) filter.createdTo = values.createdTo;
  if (values.storeId) filter.storeId = Number(values.storeId);
  if (values.payment.trim()) filter.payment = values.payment.trim();
  if (values.search.trim()) filter.search = values.search.trim();
  return Object.keys(filter).length ? filter : undefined;
}

export function orderListVariables(state: OrderListState): BackofficeOrdersQueryVariables {
  return { filter: toOrderFilter(state.filter) ?? null, sort: state.sort, page: state.page, pageSize: ORDER_PAGE_SIZE };
}

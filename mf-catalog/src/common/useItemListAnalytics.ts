// view_item_list / select_item for a listing: each product is reported once, as it appears
// (the shell batches list events in groups of ANALYTICS_LIST_BATCH).
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { EVENTS } from 'shared-contracts';
import type { CardProduct } from '../product-card/ProductCard';
import { toAnalyticsItem } from './analyticsItem';

export function useItemListAnalytics(listName: string | null, products: CardProduct[]) {
  const dispatch = useDispatch();
  const reported = useRef({ listName: '', count: 0 });

  useEffect(() => {
    if (!listName) return;
    if (reported.current.listName !== listName) reported.current = { listName, count: 0 };
    const fresh = products.slice(reported.current.count);
    if (fresh.length === 0) return;
    const offset = reported.current.count;
    reported.current.count = products.length;
    dispatch(
      EVENTS.itemListViewed({
        listName,
        items: fresh.map((p, i) => toAnalyticsItem(p, { index: offset + i, item_list_name: listName })),
      }),
    );
  }, [dispatch, listName, products]);

  return useCallback(
    (product: CardProduct, index: number) => {
      if (!listName) return;
      dispatch(EVENTS.itemSelected({ listName, item: toAnalyticsItem(product, { index, item_list_name: listName }) }));
    },
    [dispatch, listName],
  );
}

// view_item_list / select_item of a product list through the shell's event map: each product is
// reported once per list, as it arrives (appended or prepended); the shell's tracking middleware
// sends list events to the data layer in groups of ANALYTICS_LIST_BATCH.
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { EVENTS } from 'shared-contracts';
import type { CardProduct } from '../product-card/ProductCard';
import { toAnalyticsItem } from './analytics-item';

/**
 * @param offset the list position of products[0] (a listing opened at page 3 starts at 96), so
 *   that indexes stay the products' places in the whole list.
 */
export function useItemListAnalytics(listName: string | null, products: CardProduct[], offset = 0) {
  const dispatch = useDispatch();
  const reported = useRef({ listName: '', ids: new Set<number>() });

  useEffect(() => {
    if (!listName) return;
    if (reported.current.listName !== listName) reported.current = { listName, ids: new Set() };
    const { ids } = reported.current;
    const fresh = products.flatMap((product, i) => (ids.has(product.id) ? [] : [{ product, index: offset + i }]));
    if (fresh.length === 0) return;
    fresh.forEach(({ product }) => ids.add(product.id));
    dispatch(
      EVENTS.itemListViewed({
        listName,
        items: fresh.map(({ product, index }) => toAnalyticsItem(product, { index, item_list_name: listName })),
      }),
    );
  }, [dispatch, listName, products, offset]);

  return useCallback(
    (product: CardProduct, index: number) => {
      if (!listName) return;
      dispatch(EVENTS.itemSelected({ listName, item: toAnalyticsItem(product, { index: offset + index, item_list_name: listName }) }));
    },
    [dispatch, listName, offset],
  );
}

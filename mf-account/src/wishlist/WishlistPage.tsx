// /account/wishlist and /wishlist: saved products in a 2 (mobile) / 3 (desktop) column grid.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useMutation, useQuery, EVENTS, Link, useLocalizedPath } from 'shared-contracts';
import { AccountRemoveWishlistItemDocument, AccountWishListDocument } from 'shared-contracts/graphql';
import { firstErrorText } from '../auth/login-outcome';
import { AccountLayout } from '../account/AccountLayout';
import { QueryState } from '../common/QueryState';
import { useToast } from '../common/useToast';
import { useT } from '../common/useT';
import { WishlistCard, type WishlistItemData } from './WishlistCard';
import buttons from '../common/Button.module.css';
import styles from './WishlistPage.module.css';

export function WishlistPage() {
  const t = useT();
  const dispatch = useDispatch();
  const toast = useToast();
  const localize = useLocalizedPath();
  const query = useQuery(AccountWishListDocument, { fetchPolicy: 'cache-and-network' });
  const [removeItem] = useMutation(AccountRemoveWishlistItemDocument, { refetchQueries: [AccountWishListDocument], awaitRefetchQueries: true });
  const [removing, setRemoving] = useState<number | null>(null);
  const items = query.data?.wishList.items ?? [];

  const remove = async (item: WishlistItemData) => {
    setRemoving(item.productId);
    try {
      const { data } = await removeItem({ variables: { productId: item.productId } });
      if (data?.removeWishlistItem.status) {
        dispatch(EVENTS.wishlistToggled({ productId: item.productId, id: item.id, added: false, item: { item_id: item.sku, item_name: item.productName, price: item.firstPriceValue } }));
        toast('success', t('ui.wishlist.remove_success'));
      } else {
        toast('error', firstErrorText(data?.removeWishlistItem.errors) ?? t('ui.notify.unexpected_error'));
      }
    } catch {
      toast('error', t('ui.notify.unexpected_error'));
    }
    setRemoving(null);
  };

  return (
    <AccountLayout title={t('account.menu.wishlist')}>
      <QueryState query={query}>
        {items.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('account.wishlist.empty')}</p>
            <Link to={localize('/')} className={buttons.secondary}>
              {t('account.common.startShopping')}
            </Link>
          </div>
        ) : (
          <ul className={styles.grid} aria-label={t('account.menu.wishlist')}>
            {items.map((item) => (
              <WishlistCard key={item.id} item={item} removing={removing === item.productId} onRemove={() => void remove(item)} />
            ))}
          </ul>
        )}
      </QueryState>
    </AccountLayout>
  );
}

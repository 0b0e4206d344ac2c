// A saved product: picture, name (links to the product), price and a remove button.
import { Link, useLocalizedPath } from 'shared-contracts';
import type { AccountWishListQuery } from 'shared-contracts/graphql';
import { useT } from '../common/useT';
import styles from './WishlistPage.module.css';

export type WishlistItemData = AccountWishListQuery['wishList']['items'][number];

export function WishlistCard({ item, removing, onRemove }: { item: WishlistItemData; removing: boolean; onRemove: () => void }) {
  const t = useT();
  const localize = useLocalizedPath();
  const href = localize(`/${item.productSeName}`);
  return (
    <li className={styles.card}>
      <Link to={href} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
        <img src={item.picture.fullSizeImageUrl || item.picture.imageUrl} alt="" loading="lazy" className={styles.picture} />
      </Link>
      <div className={styles.body}>
        <Link to={href} className={styles.name}>
          {item.productName}
        </Link>
        <span className={styles.price}>{item.firstPrice}</span>
        <button type="button" className={styles.remove} onClick={onRemove} disabled={removing} aria-label={t('account.wishlist.removeItem', { product: item.productName })}>
          {t('account.wishlist.remove')}
        </button>
      </div>
    </li>
  );
}

// Header favourites: the first 4 saved products, shown in the cart area only when more than 2
// are saved (spec section 2 and 9).
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useQuery, selectGuestData, selectWishlist } from 'shared-contracts';
import { HEADER_FAVOURITES_COUNT, HEADER_FAVOURITES_MIN_TO_SHOW } from 'shared-contracts/rules';
import { ShellWishListDocument } from 'shared-contracts/graphql';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLocalize } from '../routing/useLanguage';
import styles from './HeaderFavourites.module.css';

export function HeaderFavourites() {
  const intl = useIntl();
  const localize = useLocalize();
  const saved = useSelector(selectWishlist).length;
  const guestData = useSelector(selectGuestData);
  const show = saved >= HEADER_FAVOURITES_MIN_TO_SHOW;
  const { data, refetch } = useQuery(ShellWishListDocument, { variables: { guestData }, skip: !show, context: { silentErrors: true } });

  // The local list changed (a toggle somewhere on the page): re-read the saved products. The
  // first render's fetch is the query's own.
  const last = useRef({ saved, show });
  useEffect(() => {
    const before = last.current;
    last.current = { saved, show };
    if (before.show && show && before.saved !== saved) void refetch().catch(() => {});
  }, [saved, show, refetch]);

  const items = data?.wishList.items.slice(0, HEADER_FAVOURITES_COUNT) ?? [];
  if (!show || items.length === 0) return null;
  return (
    <nav className={styles.favourites} aria-label={intl.formatMessage({ id: 'shell.header.favourites' })}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <PrefetchLink to={localize(`/${item.productSeName}`)} className={styles.item} title={item.productName}>
              <img src={item.picture.imageUrl} alt={item.picture.alternateText || item.productName} width={32} height={48} loading="lazy" decoding="async" />
            </PrefetchLink>
          </li>
        ))}
      </ul>
      <PrefetchLink to={localize('/account/wishlist')} className={styles.all}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.heart}>
          <path d="M12 20s-7-4.4-7-9.6A4 4 0 0 1 12 8a4 4 0 0 1 7 2.4C19 15.6 12 20 12 20Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className={styles.allText}>{intl.formatMessage({ id: 'shell.header.favourites.all' })}</span>
      </PrefetchLink>
    </nav>
  );
}

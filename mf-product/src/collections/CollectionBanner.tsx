// The banner of the special collections 'Clarit Jewellery' and 'Gold Premium Created' (section 2),
// shown on the products of those collections, linking to the collection's own listing.
import { useIntl } from 'react-intl';
import { useIntlLanguage, Link, localizePath } from 'shared-contracts';
import { SPECIAL_COLLECTION_PATHS, SPECIAL_COLLECTIONS, type SpecialCollection } from 'shared-contracts/rules';
import styles from './CollectionBanner.module.css';

/** Message key and look of each special collection. */
const COLLECTION_STYLE: Record<SpecialCollection, { key: string; className: string }> = {
  'Clarit Jewellery': { key: 'clarit', className: styles.clarit },
  'Gold Premium Created': { key: 'goldPremium', className: styles.goldPremium },
};

export function isSpecialCollection(collection: string | null | undefined): collection is SpecialCollection {
  return (SPECIAL_COLLECTIONS as readonly string[]).includes(collection ?? '');
}

export function CollectionBanner({ collection }: { collection: string | null | undefined }) {
  const intl = useIntl();
  const language = useIntlLanguage();
  if (!isSpecialCollection(collection)) return null;
  const { key, className } = COLLECTION_STYLE[collection];
  return (
    <aside className={`${styles.banner} ${className}`} aria-label={collection}>
      <p className={styles.name}>{collection}</p>
      <p className={styles.text}>{intl.formatMessage({ id: `product.collection.${key}.text` })}</p>
      <Link className={styles.link} to={localizePath(SPECIAL_COLLECTION_PATHS[collection], language)}>
        {intl.formatMessage({ id: 'product.collection.link' })}
      </Link>
    </aside>
  );
}

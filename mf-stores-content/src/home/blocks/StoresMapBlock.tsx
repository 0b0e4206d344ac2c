import type { StoresMapBlockData } from 'shared-contracts/content';
import { LoadWhenNear } from './LoadWhenNear';
import type { HeadingLevel } from './types';
import styles from './StoresMapBlock.module.css';

/**
 * The stores block of a content page: a short, searchable view (a city select and a few stores
 * of that city) with a link to the store locator page, which has every store, the filters and
 * the map. It asks for its own data and sits far below the first screen, so its code loads, and
 * it renders, when the visitor gets near it.
 */
export function StoresMapBlock({ data, headingLevel }: { data: StoresMapBlockData; headingLevel: HeadingLevel }) {
  return (
    <LoadWhenNear load={() => import('../../stores/NearbyStores')} label="[mf-stores-content] nearby stores" pendingClassName={styles.pending}>
      {({ NearbyStores }) => <NearbyStores title={data.title} headingLevel={headingLevel} />}
    </LoadWhenNear>
  );
}

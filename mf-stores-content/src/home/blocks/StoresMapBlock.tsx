import type { StoresMapBlockData } from 'shared-contracts/content';
import { LoadWhenNear } from './LoadWhenNear';
import type { HeadingLevel } from './types';
import styles from './StoresMapBlock.module.css';

/**
 * The store locator is long (every store, with filters, and the map library) and asks for its own
 * data: on the home page it sits far below the first screen, so its code loads, and it renders,
 * when the visitor gets near it.
 */
export function StoresMapBlock({ data, headingLevel }: { data: StoresMapBlockData; headingLevel: HeadingLevel }) {
  return (
    <LoadWhenNear load={() => import('../../stores/StoreLocator')} label="[mf-stores-content] store locator" pendingClassName={styles.pending}>
      {({ StoreLocator }) => <StoreLocator title={data.title} headingLevel={headingLevel} />}
    </LoadWhenNear>
  );
}

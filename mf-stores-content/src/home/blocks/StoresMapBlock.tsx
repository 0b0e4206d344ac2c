import { useNearViewport } from 'shared-contracts';
import type { StoresMapBlockData } from 'shared-contracts/content';
import { StoreLocator } from '../../stores/StoreLocator';
import type { HeadingLevel } from './types';
import styles from './StoresMapBlock.module.css';

/**
 * The store locator is long (every store, with filters) and asks for its own data: on the home
 * page it sits far below the first screen, so it renders when the visitor gets near it.
 */
export function StoresMapBlock({ data, headingLevel }: { data: StoresMapBlockData; headingLevel: HeadingLevel }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!near) return <div ref={ref} className={styles.pending} />;
  return <StoreLocator title={data.title} headingLevel={headingLevel} />;
}

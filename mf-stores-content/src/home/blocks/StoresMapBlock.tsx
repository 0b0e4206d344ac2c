import { useNearViewport } from 'shared-contracts';
import type { StoresMapBlockData } from 'shared-contracts/content';
import { useLazyModule } from 'shared-contracts/lazy';
import { LoadError } from '../../common/LoadError';
import type { HeadingLevel } from './types';
import styles from './StoresMapBlock.module.css';

/**
 * The store locator is long (every store, with filters, and the map library) and asks for its own
 * data: on the home page it sits far below the first screen, so its code loads, and it renders,
 * when the visitor gets near it.
 */
export function StoresMapBlock({ data, headingLevel }: { data: StoresMapBlockData; headingLevel: HeadingLevel }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const locator = useLazyModule(() => import('../../stores/StoreLocator'), { enabled: near, label: '[mf-stores-content] store locator' });
  if (locator.failed) return <LoadError messageId="content.error" onRetry={locator.retry} />;
  if (!locator.loaded) return <div ref={ref} className={styles.pending} />;
  return <locator.loaded.StoreLocator title={data.title} headingLevel={headingLevel} />;
}

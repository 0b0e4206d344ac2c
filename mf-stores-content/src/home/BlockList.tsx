// The blocks of the home page or a content page: only those inside their validity window, in
// sortOrder, each behind its own error boundary.
import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from 'shared-contracts';
import type { StoresContentBlockFieldsFragment } from 'shared-contracts/graphql';
import { isContentBlockActive } from 'shared-contracts/content';
import { BlockBoundary } from './BlockBoundary';
import styles from './BlockList.module.css';
import { ParsedBlock } from './BlockView';
import { useValidityClock } from './useValidityClock';

/**
 * Blocks rendered with the first screen of a page rendered in the browser; the rest follow in a
 * transition right after. The page's data arrives in one answer, and React renders such an update
 * in one uninterruptible piece: all blocks at once would hold the main thread (and the first
 * screen's paint) for the whole page. A server-rendered page has every block in its HTML (the
 * product sliders further down included), and its hydration takes all of them over.
 */
export const FIRST_SCREEN_BLOCKS = 2;

export function BlockList({ blocks }: { blocks: StoresContentBlockFieldsFragment[] }) {
  const now = useValidityClock(blocks);
  // false on the server and while hydrating (its HTML has every block), true in a browser render.
  const hydrated = useHydrated();
  const [allShown, setAllShown] = useState(!hydrated);
  useEffect(() => {
    if (!allShown) startTransition(() => setAllShown(true));
  }, [allShown]);
  const visible = blocks.filter((b) => isContentBlockActive(b, now)).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const shown = allShown ? visible : visible.slice(0, FIRST_SCREEN_BLOCKS);
  // aria-busy tells assistive technology (and tests) that more blocks are on their way.
  return (
    <div className={styles.blocks} aria-busy={!allShown}>
      {shown.map((block, index) => (
        <BlockBoundary key={block.id} blockId={block.id} type={block.type}>
          <ParsedBlock type={block.type} data={block.data} id={block.id} priority={index === 0} />
        </BlockBoundary>
      ))}
    </div>
  );
}

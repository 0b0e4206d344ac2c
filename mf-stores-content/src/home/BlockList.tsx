// The blocks of the home page or a content page: only those inside their validity window, in
// sortOrder, each behind its own error boundary.
import type { StoresContentBlockFieldsFragment } from 'shared-contracts';
import { isContentBlockActive } from 'shared-contracts';
import { BlockBoundary } from './BlockBoundary';
import { ParsedBlock } from './BlockView';
import { useValidityClock } from './useValidityClock';

export function BlockList({ blocks }: { blocks: StoresContentBlockFieldsFragment[] }) {
  const now = useValidityClock(blocks);
  const visible = blocks.filter((b) => isContentBlockActive(b, now)).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return (
    <>
      {visible.map((block, index) => (
        <BlockBoundary key={block.id} blockId={block.id} type={block.type}>
          <ParsedBlock type={block.type} data={block.data} id={block.id} priority={index === 0} />
        </BlockBoundary>
      ))}
    </>
  );
}

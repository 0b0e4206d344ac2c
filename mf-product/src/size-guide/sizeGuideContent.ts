// The size guide is a content page; like every landingPage read (section 7) it counts only when
// Published, and its html block's Html is what is shown.
import type { ProductSizeGuideQuery } from 'shared-contracts/graphql';
import { parseContentBlock } from 'shared-contracts/content';

/** The content page holding the ring, necklace and bracelet size tables. */
export const SIZE_GUIDE_SLUG = 'olcu-rehberi';
const PUBLISHED = 'Published';

export function sizeGuideHtml(page: ProductSizeGuideQuery['landingPage'] | undefined): string | null {
  if (!page || page.status !== PUBLISHED) return null;
  const html = page.items
    .map((item) => parseContentBlock(item.type, item.data))
    .flatMap((block) => (block?.type === 'html' ? [block.data.html] : []))
    .join('');
  return html || null;
}

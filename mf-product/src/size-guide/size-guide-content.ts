// The size guide is a content page; like every landingPage read (section 7) it counts only when
// Published, and its html block's Html is what is shown.
// An html block is read here without shared-contracts/content: that module brings zod (a quarter
// of the page's first load) for thirteen block shapes, and the guide needs one. The check is the
// same as htmlBlockSchema's (data an object with a non-empty html string); sizeGuideContent.test
// holds the two together.
import type { ProductSizeGuideQuery } from 'shared-contracts/graphql';

/** The content page holding the ring, necklace and bracelet size tables. */
export const SIZE_GUIDE_SLUG = 'olcu-rehberi';
const PUBLISHED = 'Published';

/** The Html of an html content block; null for another block type or data that does not fit. */
export function htmlBlockHtml(type: string, data: unknown): string | null {
  if (type !== 'html' || typeof data !== 'object' || data === null) return null;
  const html = (data as { html?: unknown }).html;
  return typeof html === 'string' && html.length > 0 ? html : null;
}

export function sizeGuideHtml(page: ProductSizeGuideQuery['landingPage'] | undefined): string | null {
  if (!page || page.status !== PUBLISHED) return null;
  const html = page.items.flatMap((item) => htmlBlockHtml(item.type, item.data) ?? []).join('');
  return html || null;
}

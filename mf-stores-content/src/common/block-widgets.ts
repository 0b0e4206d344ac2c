// The other teams' widgets a list of content blocks shows (the home page's, a landing page's):
// product sliders and recommendation strips, each in a remote slot, at the top level or inside a
// container, as BlockList and BlockView render them. A page's loader loads each with the props
// its slot gets (context.widget), so the slots are in the server's HTML with their products.
import { moduleId, WIDGETS, type ProductSliderProps, type RecommendationsStripProps, type RouteLoaderContext } from 'shared-contracts';
import { isContentBlockActive, parseContentBlock, type TypedContentBlock } from 'shared-contracts/content';
import type { StoresContentBlockFieldsFragment } from 'shared-contracts/graphql';

/** BlockView's MAX_DEPTH: children of containers nested deeper are left out. */
const MAX_DEPTH = 2;

function widgetsOf(block: TypedContentBlock | null, language: RouteLoaderContext['language'], depth: number): { id: string; props: object }[] {
  switch (block?.type) {
    case 'productSlider':
      return [{ id: moduleId(WIDGETS.productSlider), props: { language, categoryId: block.data.categoryId, title: block.data.title } satisfies ProductSliderProps }];
    case 'recommendations': {
      const { kind, categoryId, productId, ids, title } = block.data;
      return [{ id: moduleId(WIDGETS.recommendationsStrip), props: { language, kind, categoryId, productId, ids, title } satisfies RecommendationsStripProps }];
    }
    case 'container':
      return depth < MAX_DEPTH ? block.data.children.flatMap((child) => widgetsOf(parseContentBlock(child.type, child.data), language, depth + 1)) : [];
    default:
      return [];
  }
}

/** Loads the widgets of the blocks shown now (inside their validity window), all at once. */
export async function loadBlockWidgets(context: RouteLoaderContext, blocks: StoresContentBlockFieldsFragment[], now = new Date()): Promise<void> {
  const shown = blocks.filter((b) => isContentBlockActive(b, now));
  await Promise.all(shown.flatMap((b) => widgetsOf(parseContentBlock(b.type, b.data), context.language, 0)).map(({ id, props }) => context.widget(id, props)));
}

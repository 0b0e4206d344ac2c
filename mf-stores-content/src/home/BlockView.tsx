// One content block by type (one component per type in ./blocks). Container children are
// checked like top-level blocks; a child that does not fit its type is left out and logged.
import { useEffect } from 'react';
import { parseContentBlock, type TypedContentBlock } from 'shared-contracts/content';
import { BannerBlock } from './blocks/BannerBlock';
import { ButtonBlock } from './blocks/ButtonBlock';
import { CardBlock } from './blocks/CardBlock';
import { ContactFormBlock } from './blocks/ContactFormBlock';
import { ContainerBlock } from './blocks/ContainerBlock';
import { HtmlBlock } from './blocks/HtmlBlock';
import { IconBlock } from './blocks/IconBlock';
import { ProductSliderBlock } from './blocks/ProductSliderBlock';
import { RecommendationsBlock } from './blocks/RecommendationsBlock';
import { SeoBlock } from './blocks/SeoBlock';
import { SliderBlock } from './blocks/SliderBlock';
import { StoresMapBlock } from './blocks/StoresMapBlock';
import { TextBlock } from './blocks/TextBlock';
import { BlockBoundary } from './BlockBoundary';

/** Nested containers stop here; deeper children are left out. */
const MAX_DEPTH = 2;

interface Props {
  block: TypedContentBlock;
  /** True for the page's first block: its picture is the largest paint. */
  priority: boolean;
  depth?: number;
}

export function BlockView({ block, priority, depth = 0 }: Props) {
  const headingLevel = depth === 0 ? 2 : 3;
  switch (block.type) {
    case 'banner':
      return <BannerBlock data={block.data} priority={priority} headingLevel={headingLevel} />;
    case 'slider':
      return <SliderBlock data={block.data} priority={priority} headingLevel={headingLevel} />;
    case 'container':
      return (
        <ContainerBlock data={block.data} headingLevel={headingLevel}>
          {depth < MAX_DEPTH &&
            block.data.children.map((child, index) => (
              <BlockBoundary key={index} blockId={`child ${index}`} type={child.type}>
                <ParsedBlock type={child.type} data={child.data} id={`child ${index}`} priority={priority && index === 0} depth={depth + 1} />
              </BlockBoundary>
            ))}
        </ContainerBlock>
      );
    case 'card':
      return <CardBlock data={block.data} priority={priority} headingLevel={headingLevel} />;
    case 'text':
      return <TextBlock data={block.data} headingLevel={headingLevel} />;
    case 'icon':
      return <IconBlock data={block.data} headingLevel={headingLevel} />;
    case 'button':
      return <ButtonBlock data={block.data} />;
    case 'seo':
      return <SeoBlock data={block.data} headingLevel={headingLevel} />;
    case 'html':
      return <HtmlBlock data={block.data} />;
    case 'contactForm':
      return <ContactFormBlock data={block.data} headingLevel={headingLevel} />;
    case 'storesMap':
      return <StoresMapBlock data={block.data} headingLevel={headingLevel} />;
    case 'productSlider':
      return <ProductSliderBlock data={block.data} />;
    case 'recommendations':
      return <RecommendationsBlock data={block.data} />;
    default:
      return null;
  }
}

/** Checks a block's data against its type first; one that does not fit is logged and left out. */
export function ParsedBlock({ type, data, id, priority, depth = 0 }: { type: string; data: unknown; id: number | string; priority: boolean; depth?: number }) {
  const block = parseContentBlock(type, data);
  useEffect(() => {
    if (!block) console.error(`[mf-stores-content] block ${id} (${type}) left out: unknown type or data that does not fit it`);
  }, [block, id, type]);
  return block ? <BlockView block={block} priority={priority} depth={depth} /> : null;
}

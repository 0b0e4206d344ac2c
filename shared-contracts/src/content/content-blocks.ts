// The `data` of each content block type (ContentBlock.data in the SDL is JSON). The seed writes
// these shapes, the API returns them unchanged, mf-stores-content renders them. A block whose
// data does not match its schema is skipped (and logged) by the renderer, never shown broken.
import { z } from 'zod';

/** An image stored by the API (`/images/...`); width and height reserve layout space. */
export const contentImageSchema = z.object({
  url: z.string().min(1),
  /** Optional narrower crop for screens below the 900px breakpoint. */
  mobileUrl: z.string().min(1).optional(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** A link inside the shop: a path without language prefix (the renderer adds /en) or an absolute URL. */
export const contentLinkSchema = z.object({
  href: z.string().min(1),
  label: z.string().optional(),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const bannerBlockSchema = z.object({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  image: contentImageSchema,
  link: contentLinkSchema.optional(),
});

export const sliderBlockSchema = z.object({
  title: z.string().optional(),
  slides: z.array(bannerBlockSchema).min(1),
  /** Autoplay delay; no autoplay when absent. */
  autoplayMs: z.number().int().positive().optional(),
});

export const cardBlockSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  image: contentImageSchema.optional(),
  link: contentLinkSchema.optional(),
});

/** Plain text (no markup); paragraphs separated by blank lines. */
export const textBlockSchema = z.object({
  title: z.string().optional(),
  text: z.string().min(1),
  align: z.enum(['start', 'center', 'end']).optional(),
});

/**
 * Icon names used by icon blocks (the seed writes these; the renderer maps each to a drawing of
 * its own and shows no icon for a name it does not know).
 */
export const CONTENT_ICON_NAMES = ['delivery', 'guarantee', 'exchange', 'gift', 'store', 'workshop', 'installment', 'secure-payment'] as const;
export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number];

/** A row of icon + title (+ text) items, e.g. the advantages row (delivery, guarantee...); `icon` is a CONTENT_ICON_NAMES entry. */
export const iconBlockSchema = z.object({
  title: z.string().optional(),
  items: z
    .array(
      z.object({
        icon: z.string().min(1),
        title: z.string().min(1),
        text: z.string().optional(),
        link: contentLinkSchema.optional(),
      }),
    )
    .min(1),
});

export const buttonBlockSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  variant: z.enum(['primary', 'secondary']).optional(),
});

/** Collapsible SEO text (collapsed height SEO_COLLAPSED_HEIGHT_PX); `html` is sanitised on render. */
export const seoBlockSchema = z.object({
  title: z.string().optional(),
  html: z.string().min(1),
});

/** Raw html content (the spec's html-content item's Html); sanitised on render. */
export const htmlBlockSchema = z.object({
  html: z.string().min(1),
});

export const contactFormBlockSchema = z.object({
  title: z.string().optional(),
  intro: z.string().optional(),
});

export const storesMapBlockSchema = z.object({
  title: z.string().optional(),
});

/** Home product slider: HOME_SLIDER_DEFAULT_CATEGORY_ID when categoryId is absent. */
export const productSliderBlockSchema = z.object({
  title: z.string().optional(),
  categoryId: z.number().int().positive().optional(),
});

export const recommendationsBlockSchema = z.object({
  title: z.string().optional(),
  kind: z.enum(['SIMILAR', 'BOUGHT_TOGETHER', 'POPULAR', 'BY_IDS']),
  categoryId: z.number().int().positive().optional(),
  productId: z.number().int().positive().optional(),
  ids: z.array(z.number().int().positive()).optional(),
});

/** Groups child blocks (same type/data pairs as top-level blocks) in columns: 1-4 on wide screens, one on mobile. */
export const containerBlockSchema = z.object({
  title: z.string().optional(),
  columns: z.number().int().min(1).max(4).optional(),
  children: z.array(z.object({ type: z.string().min(1), data: z.unknown() })).min(1),
});

export const CONTENT_BLOCK_SCHEMAS = {
  banner: bannerBlockSchema,
  slider: sliderBlockSchema,
  container: containerBlockSchema,
  card: cardBlockSchema,
  text: textBlockSchema,
  icon: iconBlockSchema,
  button: buttonBlockSchema,
  seo: seoBlockSchema,
  html: htmlBlockSchema,
  contactForm: contactFormBlockSchema,
  storesMap: storesMapBlockSchema,
  productSlider: productSliderBlockSchema,
  recommendations: recommendationsBlockSchema,
} as const;

export type ContentBlockType = keyof typeof CONTENT_BLOCK_SCHEMAS;
export const CONTENT_BLOCK_TYPES = Object.keys(CONTENT_BLOCK_SCHEMAS) as ContentBlockType[];

export type ContentBlockDataByType = { [K in ContentBlockType]: z.infer<(typeof CONTENT_BLOCK_SCHEMAS)[K]> };
export type BannerBlockData = ContentBlockDataByType['banner'];
export type SliderBlockData = ContentBlockDataByType['slider'];
export type ContainerBlockData = ContentBlockDataByType['container'];
export type CardBlockData = ContentBlockDataByType['card'];
export type TextBlockData = ContentBlockDataByType['text'];
export type IconBlockData = ContentBlockDataByType['icon'];
export type ButtonBlockData = ContentBlockDataByType['button'];
export type SeoBlockData = ContentBlockDataByType['seo'];
export type HtmlBlockData = ContentBlockDataByType['html'];
export type ContactFormBlockData = ContentBlockDataByType['contactForm'];
export type StoresMapBlockData = ContentBlockDataByType['storesMap'];
export type ProductSliderBlockData = ContentBlockDataByType['productSlider'];
export type RecommendationsBlockData = ContentBlockDataByType['recommendations'];

/** The union of every block: `type` selects the shape of `data`. */
export type TypedContentBlock = { [K in ContentBlockType]: { type: K; data: ContentBlockDataByType[K] } }[ContentBlockType];

export function isContentBlockType(type: string): type is ContentBlockType {
  return Object.prototype.hasOwnProperty.call(CONTENT_BLOCK_SCHEMAS, type);
}

/** Checks a block's data against its type; null when the type is unknown or the data does not fit. */
export function parseContentBlock(type: string, data: unknown): TypedContentBlock | null {
  if (!isContentBlockType(type)) return null;
  const parsed = CONTENT_BLOCK_SCHEMAS[type].safeParse(data);
  return parsed.success ? ({ type, data: parsed.data } as TypedContentBlock) : null;
}

/** A block's validity window: shown from validFrom (inclusive) until validTo (exclusive); open ends allowed. */
export function isContentBlockActive(block: { validFrom?: string | null; validTo?: string | null }, now: Date = new Date()): boolean {
  const t = now.getTime();
  if (block.validFrom) {
    const from = Date.parse(block.validFrom);
    if (Number.isNaN(from) || t < from) return false;
  }
  if (block.validTo) {
    const to = Date.parse(block.validTo);
    if (Number.isNaN(to) || t >= to) return false;
  }
  return true;
}

// The `data` of each content block type (ContentBlock.data in the SDL is JSON). The seed writes
// these shapes, the API returns them unchanged, mf-stores-content renders them. A block whose
// data does not match its shape is skipped (and logged) by the renderer, never shown broken.
// The shapes are checked by hand, not with zod: the check runs in the browser with the home
// page's first screen, where zod would be the largest library it loads.
import { ROUTES } from '../routes/route-table';

const SEARCH_PATH: string = ROUTES.search.path;

/** An image stored by the API (`/images/...`); width and height reserve layout space. */
export interface ContentImage {
  url: string;
  /** Optional narrower crop for screens below the 900px breakpoint. */
  mobileUrl?: string;
  alt: string;
  width: number;
  height: number;
}

/** A link inside the shop: a path without language prefix (the renderer adds /en) or an absolute URL. */
export interface ContentLink {
  href: string;
  label?: string;
}

/**
 * A banner (and a slider's slide) opens a listing, a content page or a product: a category path
 * (`/yuzuk`, a special collection's `/gold-premium-created`), optionally with the listing's filter
 * parameters (`/yuzuk?metal=altin`). Never a text search (`/arama?q=...`): a search's results
 * drift with every product name, a banner promises exactly the listing it names.
 */
export interface BannerBlockData {
  title?: string;
  subtitle?: string;
  image: ContentImage;
  link?: ContentLink;
}

/** Whether a link is the shop's text search (in either language), which a banner may not name. */
export function isSearchLink(href: string): boolean {
  const path = href.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  return path === SEARCH_PATH || path === `/en${SEARCH_PATH}`;
}

export interface SliderBlockData {
  title?: string;
  /** At least one. */
  slides: BannerBlockData[];
  /** Autoplay delay; no autoplay when absent. */
  autoplayMs?: number;
}

export interface CardBlockData {
  title: string;
  text?: string;
  image?: ContentImage;
  link?: ContentLink;
}

/** Plain text (no markup); paragraphs separated by blank lines. */
export interface TextBlockData {
  title?: string;
  text: string;
  align?: 'start' | 'center' | 'end';
}

/**
 * Icon names used by icon blocks (the seed writes these; the renderer maps each to a drawing of
 * its own and shows no icon for a name it does not know).
 */
export const CONTENT_ICON_NAMES = ['delivery', 'guarantee', 'exchange', 'gift', 'store', 'workshop', 'installment', 'secure-payment'] as const;
export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number];

/** A row of icon + title (+ text) items, e.g. the advantages row (delivery, guarantee...); `icon` is a CONTENT_ICON_NAMES entry. */
export interface IconBlockData {
  title?: string;
  /** At least one. */
  items: { icon: string; title: string; text?: string; link?: ContentLink }[];
}

export interface ButtonBlockData {
  label: string;
  href: string;
  variant?: 'primary' | 'secondary';
}

/** Collapsible SEO text (collapsed height SEO_COLLAPSED_HEIGHT_PX); the API sanitises `html` on output. */
export interface SeoBlockData {
  title?: string;
  html: string;
}

/** Raw html content (the spec's html-content item's Html); the API sanitises it on output. */
export interface HtmlBlockData {
  html: string;
}

export interface ContactFormBlockData {
  title?: string;
  intro?: string;
}

export interface StoresMapBlockData {
  title?: string;
}

/** Home product slider: HOME_SLIDER_DEFAULT_CATEGORY_ID when categoryId is absent. */
export interface ProductSliderBlockData {
  title?: string;
  categoryId?: number;
}

export interface RecommendationsBlockData {
  title?: string;
  kind: 'SIMILAR' | 'BOUGHT_TOGETHER' | 'POPULAR' | 'BY_IDS';
  categoryId?: number;
  productId?: number;
  ids?: number[];
}

/** Groups child blocks (same type/data pairs as top-level blocks) in columns: 1-4 on wide screens, one on mobile. */
export interface ContainerBlockData {
  title?: string;
  columns?: number;
  /** At least one; each child's data is checked against its own type when it is rendered. */
  children: { type: string; data: unknown }[];
}

// The checks: each says whether a value fits (absent optional fields are `undefined`, never null).
type Check = (value: unknown) => boolean;
const text =
  (minLength = 0): Check =>
  (v) =>
    typeof v === 'string' && v.length >= minLength;
const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v);
const list =
  (item: Check, minLength = 0): Check =>
  (v) =>
    Array.isArray(v) && v.length >= minLength && v.every(item);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.entries(fields).every(([key, check]) => check((v as Record<string, unknown>)[key]));
const anything: Check = () => true;

const image = shape({ url: text(1), mobileUrl: optional(text(1)), alt: text(), width: int(1), height: int(1) });
const link = shape({ href: text(1), label: optional(text()) });
const listingLink = shape({ href: (v) => text(1)(v) && !isSearchLink(v as string), label: optional(text()) });
const banner = shape({ title: optional(text()), subtitle: optional(text()), image, link: optional(listingLink) });

/** Whether a block's data fits its type, per type. */
const CONTENT_BLOCK_CHECKS = {
  banner,
  slider: shape({ title: optional(text()), slides: list(banner, 1), autoplayMs: optional(int(1)) }),
  container: shape({ title: optional(text()), columns: optional(int(1, 4)), children: list(shape({ type: text(1), data: anything }), 1) }),
  card: shape({ title: text(1), text: optional(text()), image: optional(image), link: optional(link) }),
  text: shape({ title: optional(text()), text: text(1), align: optional(oneOf(['start', 'center', 'end'])) }),
  icon: shape({ title: optional(text()), items: list(shape({ icon: text(1), title: text(1), text: optional(text()), link: optional(link) }), 1) }),
  button: shape({ label: text(1), href: text(1), variant: optional(oneOf(['primary', 'secondary'])) }),
  seo: shape({ title: optional(text()), html: text(1) }),
  html: shape({ html: text(1) }),
  contactForm: shape({ title: optional(text()), intro: optional(text()) }),
  storesMap: shape({ title: optional(text()) }),
  productSlider: shape({ title: optional(text()), categoryId: optional(int(1)) }),
  recommendations: shape({
    title: optional(text()),
    kind: oneOf(['SIMILAR', 'BOUGHT_TOGETHER', 'POPULAR', 'BY_IDS']),
    categoryId: optional(int(1)),
    productId: optional(int(1)),
    ids: optional(list(int(1))),
  }),
} as const;

export interface ContentBlockDataByType {
  banner: BannerBlockData;
  slider: SliderBlockData;
  container: ContainerBlockData;
  card: CardBlockData;
  text: TextBlockData;
  icon: IconBlockData;
  button: ButtonBlockData;
  seo: SeoBlockData;
  html: HtmlBlockData;
  contactForm: ContactFormBlockData;
  storesMap: StoresMapBlockData;
  productSlider: ProductSliderBlockData;
  recommendations: RecommendationsBlockData;
}

export type ContentBlockType = keyof ContentBlockDataByType;
export const CONTENT_BLOCK_TYPES = Object.keys(CONTENT_BLOCK_CHECKS) as ContentBlockType[];

/** The union of every block: `type` selects the shape of `data`. */
export type TypedContentBlock = { [K in ContentBlockType]: { type: K; data: ContentBlockDataByType[K] } }[ContentBlockType];

export function isContentBlockType(type: string): type is ContentBlockType {
  return Object.prototype.hasOwnProperty.call(CONTENT_BLOCK_CHECKS, type);
}

/** Checks a block's data against its type; null when the type is unknown or the data does not fit. */
export function parseContentBlock(type: string, data: unknown): TypedContentBlock | null {
  if (!isContentBlockType(type)) return null;
  return CONTENT_BLOCK_CHECKS[type](data) ? ({ type, data } as TypedContentBlock) : null;
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

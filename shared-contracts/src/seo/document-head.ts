// What a page puts in the document head (title, description, robots, canonical with its hreflang
// alternates, Open Graph, JSON-LD), and the one function that turns it into head tags: the server
// writes those tags as HTML (renderHeadHtml), the browser keeps the same tags in document.head
// (useDocumentHead), so both ends agree on every tag and its data-head key.
import { SHOP_NAME, type Language } from '../constants/business';
import { scriptJson } from '../html/script-json';
import { localizePath } from '../routes/route-table';

/** A schema.org JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/**
 * A JSON-LD object, or a function building it from the site origin (e.g. 'https://shop.example'):
 * absolute URLs inside JSON-LD need the origin, which the server only knows when it writes the head.
 */
export type JsonLdInput = JsonLd | ((origin: string) => JsonLd);

export type OgType = 'website' | 'product' | 'article';

/** A page's head. null, undefined and '' mean "this page does not say" and are ignored. */
export interface DocumentHead {
  title?: string | null;
  description?: string | null;
  /** e.g. 'noindex, follow'; left out of the head when not given. */
  robots?: string | null;
  /**
   * The page's path WITHOUT the /en prefix, with its query if any ('/', '/kolye?pagenumber=2').
   * Gives the canonical link (in the page's language), the tr / en / x-default alternates and og:url.
   */
  canonicalPath?: string | null;
  /** og:type; 'website' when not given. */
  ogType?: OgType | null;
  /** og:image: an absolute URL or a path on the site. */
  image?: string | null;
  /** One <script type="application/ld+json"> each. */
  jsonLd?: ReadonlyArray<JsonLdInput> | null;
}

/** A head with its JSON-LD built (no functions left). */
export type ResolvedHead = Omit<DocumentHead, 'jsonLd'> & { jsonLd?: JsonLd[] | null };

export interface HeadDefaults {
  title: string;
  description: string;
}

/**
 * Title and description of a page that gives none: the shell's generic ones (its shell.home.title
 * and shell.home.description messages; the Turkish description is also in shell/public/index.html).
 */
export const DEFAULT_DOCUMENT_HEAD: Record<Language, HeadDefaults> = {
  tr: {
    title: `Altın, Gümüş ve Pırlanta Takı | ${SHOP_NAME}`,
    description: 'Takı ve aksesuar: kolye, yüzük, küpe, bileklik. Mağazalarımız ve online alışveriş.',
  },
  en: {
    title: `Gold, Silver and Diamond Jewellery | ${SHOP_NAME}`,
    description: 'Jewellery and accessories: necklaces, rings, earrings, bracelets. Our stores and online shopping.',
  },
};

/**
 * A page's title as the document shows it: the page's own title followed by the shop's name
 * ("Mağazalarımız | Işıltı Takı"), unless it ends with the name already ("Yüzük Modelleri ve
 * Fiyatları | Işıltı Takı" from the catalogue's meta title).
 */
export function shopTitle(title: string): string {
  const own = title.trim();
  if (own === SHOP_NAME || own.endsWith(` ${SHOP_NAME}`)) return own;
  return `${own} | ${SHOP_NAME}`;
}

export const OG_LOCALES: Record<Language, string> = { tr: 'tr_TR', en: 'en_US' };

const FIELDS = ['title', 'description', 'robots', 'canonicalPath', 'ogType', 'image', 'jsonLd'] as const;

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** `into` with every given field of `head` written over it (later non-null values win). */
export function mergeHead<T extends DocumentHead | ResolvedHead>(into: T, head: T): T {
  const out = { ...into } as Record<string, unknown>;
  for (const field of FIELDS) {
    const value = (head as Record<string, unknown>)[field];
    if (given(value)) out[field] = value;
  }
  return out as T;
}

/** The head with its JSON-LD built for `origin`, and without its empty fields. */
export function resolveHead(head: DocumentHead, origin: string): ResolvedHead {
  const out = mergeHead({}, head) as DocumentHead;
  return { ...out, jsonLd: out.jsonLd ? out.jsonLd.map((entry) => (typeof entry === 'function' ? entry(origin) : entry)) : out.jsonLd };
}

/** `https://shop.example` from `https://shop.example/` (a trailing slash would double up). */
export function cleanOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** An absolute URL: `pathOrUrl` as it is when already absolute, else on `origin`. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `${/^http:/i.test(origin) ? 'http:' : 'https:'}${pathOrUrl}`;
  return `${cleanOrigin(origin)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The page's address in `language`: origin + language prefix + path (+ query). */
export function localizedUrl(origin: string, canonicalPath: string, language: Language): string {
  const queryAt = canonicalPath.search(/[?#]/);
  const path = queryAt < 0 ? canonicalPath : canonicalPath.slice(0, queryAt);
  const rest = queryAt < 0 ? '' : canonicalPath.slice(queryAt);
  return `${cleanOrigin(origin)}${localizePath(path || '/', language)}${rest}`;
}

/** One head element: `key` is its data-head attribute, the same on the server and in the browser. */
export interface HeadTag {
  key: string;
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (title; script JSON, already script-safe). */
  text?: string;
}

/** The data-head keys a head field gives (used to tell whose element is whose). */
export function fieldOfKey(key: string): keyof DocumentHead | null {
  if (key === 'title' || key === 'og:title') return 'title';
  if (key === 'description' || key === 'og:description') return 'description';
  if (key === 'robots') return 'robots';
  if (key === 'canonical' || key.startsWith('alternate:') || key === 'og:url' || key === 'og:locale:alternate') return 'canonicalPath';
  if (key === 'og:type') return 'ogType';
  if (key === 'og:image') return 'image';
  if (key.startsWith('json-ld:')) return 'jsonLd';
  return null;
}

/**
 * The head tags of a page, in document order. Title and description fall back to `defaults`;
 * robots, canonical, alternates, og:url and og:image only appear when the page gives them.
 * `pageUrl` (the page's own address) is og:url when there is no canonical.
 */
export function headTags(head: ResolvedHead, page: { origin: string; language: Language; pageUrl?: string | null }, defaults: HeadDefaults): HeadTag[] {
  const origin = cleanOrigin(page.origin);
  const title = given(head.title) ? head.title! : defaults.title;
  const description = given(head.description) ? head.description! : defaults.description;
  const tags: HeadTag[] = [
    { key: 'title', tag: 'title', attrs: {}, text: shopTitle(title) },
    { key: 'description', tag: 'meta', attrs: { name: 'description', content: description } },
  ];
  if (given(head.robots)) tags.push({ key: 'robots', tag: 'meta', attrs: { name: 'robots', content: head.robots! } });

  let url = page.pageUrl ?? null;
  if (given(head.canonicalPath)) {
    const path = head.canonicalPath!.startsWith('/') ? head.canonicalPath! : `/${head.canonicalPath}`;
    url = localizedUrl(origin, path, page.language);
    tags.push({ key: 'canonical', tag: 'link', attrs: { rel: 'canonical', href: url } });
    const tr = localizedUrl(origin, path, 'tr');
    tags.push(
      { key: 'alternate:tr', tag: 'link', attrs: { rel: 'alternate', hreflang: 'tr', href: tr } },
      { key: 'alternate:en', tag: 'link', attrs: { rel: 'alternate', hreflang: 'en', href: localizedUrl(origin, path, 'en') } },
      { key: 'alternate:x-default', tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: tr } },
    );
  }

  const og = (property: string, content: string) => tags.push({ key: property, tag: 'meta', attrs: { property, content } });
  og('og:type', given(head.ogType) ? head.ogType! : 'website');
  og('og:title', title);
  og('og:description', description);
  if (url) og('og:url', url);
  if (given(head.image)) og('og:image', absoluteUrl(origin, head.image!));
  og('og:locale', OG_LOCALES[page.language]);
  if (given(head.canonicalPath)) og('og:locale:alternate', OG_LOCALES[page.language === 'tr' ? 'en' : 'tr']);

  (head.jsonLd ?? []).forEach((data, index) => {
    tags.push({ key: `json-ld:${index}`, tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(data) });
  });
  return tags;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** One tag as HTML, marked data-head="<key>" so the browser takes it over after hydration. */
export function headTagHtml({ key, tag, attrs, text }: HeadTag): string {
  const attributes = Object.entries({ ...attrs, 'data-head': key })
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
  // Script text is script-safe JSON (no <, >, &), title text is escaped.
  return `<${tag}${attributes}>${tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')}</${tag}>`;
}

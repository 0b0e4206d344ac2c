// Structured data of a listing (schema.org JSON-LD): the breadcrumb of a category, the item list
// of the products shown, and the FAQ of a category (answers as plain text). Built on the server as
// well as in the browser, so nothing here may need the DOM.
import { localizePath, absoluteUrl, breadcrumbListJsonLd } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import type { CategoryBreadcrumbItem, FaqSeo } from 'shared-contracts/graphql';
import type { CardProduct } from '../product-card/ProductCard';

export { scriptJson } from 'shared-contracts';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  gbreve: 'ğ',
  Gbreve: 'Ğ',
  scedil: 'ş',
  Scedil: 'Ş',
  imath: 'ı',
  inodot: 'ı',
  Idot: 'İ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function decodeEntity(entity: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body] ?? entity;
}

/** Text content of an HTML fragment, entities decoded and whitespace collapsed. */
export function stripHtml(html: string): string {
  return (
    html
      // Block ends and line breaks separate words.
      .replace(/<(br|\/(p|div|li|ul|ol|h[1-6]|tr|td|th|dt|dd|blockquote))\b[^>]*>/gi, '$& ')
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
      // A tag, with quoted attribute values that may hold '>'.
      .replace(/<\/?[a-z](?:[^>"']|"[^"]*"|'[^']*')*>/gi, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Home > parent categories > the category, as the page's breadcrumb shows it. */
export function categoryBreadcrumbJsonLd(opts: {
  homeName: string;
  breadcrumbs: Pick<CategoryBreadcrumbItem, 'id' | 'name' | 'seName'>[];
  current: { id: number; name: string; seName: string };
  origin: string;
  language: Language;
}) {
  const { homeName, breadcrumbs, current, origin, language } = opts;
  const parents = breadcrumbs.filter((item) => item.id !== current.id);
  return breadcrumbListJsonLd(
    [{ name: homeName, path: '/' }, ...parents.map((item) => ({ name: item.name, path: `/${item.seName}` })), { name: current.name, path: `/${current.seName}` }],
    origin,
    language,
  );
}

export function itemListJsonLd(opts: { name: string; products: CardProduct[]; firstPosition: number; origin: string; language: Language }) {
  const { name, products, firstPosition, origin, language } = opts;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(origin, localizePath(`/${product.seName}`, language)),
      name: product.name,
      image: absoluteUrl(origin, product.defaultPictureModel.imageUrl),
    })),
  };
}

export function faqJsonLd(faq: Pick<FaqSeo, 'question' | 'answer'>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: stripHtml(entry.question),
      acceptedAnswer: { '@type': 'Answer', text: stripHtml(entry.answer) },
    })),
  };
}

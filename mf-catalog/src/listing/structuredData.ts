// Structured data of a listing (schema.org JSON-LD): the item list of the products shown, and
// the FAQ of a category (answers as plain text).
import { localizePath, type Language } from 'shared-contracts';
import type { FaqSeo } from 'shared-contracts/graphql';
import type { CardProduct } from '../product-card/ProductCard';

/** Text content of an HTML fragment, whitespace collapsed. */
export function stripHtml(html: string): string {
  // Block ends and line breaks separate words.
  const spaced = html.replace(/<(br|\/(p|div|li|ul|ol|h[1-6]|tr|td|th|dt|dd|blockquote))\b[^>]*>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

export function itemListJsonLd(opts: { name: string; products: CardProduct[]; firstPosition: number; origin: string; language: Language }) {
  const { name, products, firstPosition, origin, language } = opts;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absolute(origin, localizePath(`/${product.seName}`, language)),
      name: product.name,
      image: absolute(origin, product.defaultPictureModel.imageUrl),
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

/** JSON inside a script element must not close it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

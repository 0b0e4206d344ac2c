import { productJsonLd } from './productJsonLd';
import type { DetailedProduct } from '../variants/variantRules';

/** `<` is escaped so product text can never close the script element. */
export function ProductJsonLd({ product, url }: { product: DetailedProduct; url: string }) {
  const json = JSON.stringify(productJsonLd(product, url)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

import { productJsonLd } from './productJsonLd';
import type { DetailedProduct } from '../variants/variantRules';

/** `<` is escaped so product text can never close the script element. */
export function ProductJsonLd({ product }: { product: DetailedProduct }) {
  const json = JSON.stringify(productJsonLd(product, window.location.href)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

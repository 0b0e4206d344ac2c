// The product's head: meta title and description (productHeadTexts), the canonical path (the product's seName; the
// language prefix, hreflang alternates and og:url follow from it), og:type product with the first
// image, and the Product JSON-LD (offer, availability, rating). It renders nothing: the head is
// written by useDocumentHead (into the server's HTML, or into document.head).
import { useIntl } from 'react-intl';
import { useDocumentHead, useIntlLanguage, localizePath } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import type { DetailedProduct } from '../variants/variant-rules';
import { productHeadTexts } from './product-head-texts';
import { productJsonLd } from './product-json-ld';

export function canonicalUrl(origin: string, seName: string, language: Language): string {
  return `${origin}${localizePath(`/${seName}`, language)}`;
}

/** The product's first picture (full size when there is one): og:image. */
export function firstImage(product: DetailedProduct): string | null {
  const picture = product.pictureModels[0] ?? product.defaultPictureModel;
  return picture ? picture.fullSizeImageUrl || picture.imageUrl || null : null;
}

export function ProductHead({ product }: { product: DetailedProduct }) {
  const language = useIntlLanguage();
  const intl = useIntl();
  const { title, description } = productHeadTexts(product, intl, language);
  useDocumentHead({
    title,
    description,
    canonicalPath: `/${product.seName}`,
    ogType: 'product',
    image: firstImage(product),
    jsonLd: [(origin) => productJsonLd(product, canonicalUrl(origin, product.seName, language))],
  });
  return null;
}

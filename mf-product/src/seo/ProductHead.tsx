// The product's head data: canonical link (the product's seName under the language prefix),
// meta title and description, and the Product JSON-LD. React hoists <link> into <head>.
import { localizePath, useDocumentMeta, useIntlLanguage } from 'shared-contracts';
import type { DetailedProduct } from '../variants/variantRules';
import { ProductJsonLd } from './ProductJsonLd';

export function canonicalUrl(origin: string, seName: string, language: 'tr' | 'en'): string {
  return `${origin}${localizePath(`/${seName}`, language)}`;
}

export function ProductHead({ product }: { product: DetailedProduct }) {
  const language = useIntlLanguage();
  useDocumentMeta({
    title: product.metaTitle || product.name,
    description: product.metaDescription || product.shortDescription || product.name,
  });
  return (
    <>
      <link rel="canonical" href={canonicalUrl(window.location.origin, product.seName, language)} />
      <ProductJsonLd product={product} url={canonicalUrl(window.location.origin, product.seName, language)} />
    </>
  );
}

// Product structured data (section 2): name, image, sku, price in TRY with two decimals,
// availability, and the aggregate rating only when reviews exist.
import { CURRENCY } from 'shared-contracts/rules';
import { averageRating, structuredDataPrice } from 'shared-contracts/format';
import { canBuy, type DetailedProduct } from '../variants/variant-rules';

export function productJsonLd(product: DetailedProduct, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const pictures = product.pictureModels.length ? product.pictureModels : [product.defaultPictureModel];
  const { totalReviews, ratingSum } = product.productReviewOverview;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: pictures.map((p) => new URL(p.fullSizeImageUrl || p.imageUrl, origin).toString()),
    sku: product.sku,
    ...(product.metaDescription || product.shortDescription ? { description: product.metaDescription || product.shortDescription } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: structuredDataPrice(product.productPrice.priceValue),
      priceCurrency: CURRENCY,
      availability: canBuy(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(totalReviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: averageRating(ratingSum, totalReviews), reviewCount: totalReviews, bestRating: 5 } }
      : {}),
  };
}

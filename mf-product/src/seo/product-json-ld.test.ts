import { makeProductDetails, sizeValue } from '../testing/fixtures';
import { productJsonLd } from './product-json-ld';

const url = 'https://shop.example/zirkon-tasli-gumus-yuzuk';

describe('productJsonLd', () => {
  it('describes the product with a TRY offer of two decimals and the review average', () => {
    const data = productJsonLd(makeProductDetails(), url);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Zirkon Taşlı Gümüş Yüzük',
      sku: 'YZK-042',
      image: ['https://shop.example/images/products/42-1-full.jpg', 'https://shop.example/images/products/42-2-full.jpg', 'https://shop.example/images/products/42-3-full.jpg'],
      offers: { '@type': 'Offer', price: '1250.00', priceCurrency: 'TRY', availability: 'https://schema.org/InStock', url },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3 },
    });
  });

  it('leaves the rating out without reviews and reads out of stock when no variant has stock', () => {
    const product = makeProductDetails({
      productReviewOverview: { __typename: 'ProductReviewOverview', productId: 42, totalReviews: 0, ratingSum: 0, allowCustomerReviews: true },
      productAttributes: [{ __typename: 'ProductAttribute', id: 1, name: 'Yüzük Ölçüsü', values: [sizeValue(101, '12', 0)] }],
      productPrice: { __typename: 'ProductPrice', price: '₺999,90', priceValue: 999.9, oldPrice: null, oldPriceValue: null, currencyCode: 'TRY' },
    });
    const data = productJsonLd(product, url);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.offers).toMatchObject({ price: '999.90', availability: 'https://schema.org/OutOfStock' });
  });
});

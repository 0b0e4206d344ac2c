// Product data as the API returns it (with __typename, as the Apollo cache stores it).
import type { DetailedProduct, VariantValue } from '../variants/variant-rules';

const picture = (n: number) => ({
  __typename: 'Picture' as const,
  imageUrl: `/images/products/42-${n}.jpg`,
  fullSizeImageUrl: `/images/products/42-${n}-full.jpg`,
  thumbImageUrl: `/images/products/42-${n}-thumb.jpg`,
  alternateText: null,
  title: null,
});

export function sizeValue(id: number, name: string, quantity: number, isPreSelected = false): VariantValue {
  return { __typename: 'ProductAttributeValue', id, name, quantity, priceAdjustmentValue: null, isPreSelected };
}

export function makeProductDetails(overrides: Partial<DetailedProduct> = {}): DetailedProduct {
  return {
    __typename: 'Product',
    id: 42,
    sku: 'YZK-042',
    optionCode: null,
    name: 'Zirkon Taşlı Gümüş Yüzük',
    shortDescription: '925 ayar gümüş, zirkon taşlı tektaş yüzük.',
    seName: 'zirkon-tasli-gumus-yuzuk',
    metaTitle: null,
    metaDescription: null,
    fullDescription: '<p>925 ayar gümüş.</p>',
    seoDescription: null,
    inStock: true,
    collection: null,
    pictureModels: [picture(1), picture(2), picture(3)],
    defaultPictureModel: picture(1),
    productPrice: { __typename: 'ProductPrice', price: '₺1.250,00', priceValue: 1250, oldPrice: '₺1.500,00', oldPriceValue: 1500, currencyCode: 'TRY' },
    installmentOffer: { __typename: 'InstallmentOffer', installmentCount: 3, installmentPrice: '₺416,67', cardFamilies: ['Bonus', 'Maximum'] },
    productAttributes: [
      {
        __typename: 'ProductAttribute',
        id: 1,
        name: 'Yüzük Ölçüsü',
        values: [sizeValue(101, '12', 3), sizeValue(102, '13', 0), sizeValue(103, '14', 5)],
      },
    ],
    attributes: [],
    productSpecifications: [],
    breadcrumb: {
      __typename: 'ProductBreadcrumb',
      categoryBreadcrumb: [
        { __typename: 'CategoryBreadcrumbItem', id: 3, name: 'Takı', seName: 'taki' },
        { __typename: 'CategoryBreadcrumbItem', id: 12, name: 'Yüzük', seName: 'yuzuk' },
      ],
    },
    badges: [],
    productReviewOverview: { __typename: 'ProductReviewOverview', productId: 42, totalReviews: 3, ratingSum: 13, allowCustomerReviews: true },
    productSlicers: { __typename: 'ProductSlicers', variants: [] },
    ...overrides,
  };
}

export type ReviewFixture = {
  __typename: 'Review';
  id: number;
  rating: number;
  title: string | null;
  reviewText: string | null;
  customerName: string;
  customerNameShow: boolean;
  createdOn: string;
  helpfulness: { __typename: 'ReviewHelpfulness'; helpfulYesTotal: number; helpfulNoTotal: number };
};

export function makeReview(id: number, overrides: Partial<ReviewFixture> = {}): ReviewFixture {
  return {
    __typename: 'Review',
    id,
    rating: (id % 5) + 1,
    title: `Başlık ${id}`,
    reviewText: `Yorum ${id}`,
    customerName: `Müşteri ${id}`,
    customerNameShow: true,
    createdOn: '2025-05-10T09:00:00.000Z',
    helpfulness: { __typename: 'ReviewHelpfulness', helpfulYesTotal: 0, helpfulNoTotal: 0 },
    ...overrides,
  };
}

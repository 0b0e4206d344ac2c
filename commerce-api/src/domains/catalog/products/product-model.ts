// ProductRow -> the SDL's Product (section 3 fields), in the request's language.
import {
  CURRENCY,
  FESTIVAL_PRICE_ATTRIBUTE_ID,
  formatKurus,
  kurusToLira,
  type Language,
  type Product,
  type ProductAttribute,
  type ProductInfoAttribute,
  type ProductPrice,
} from 'shared-contracts/server';
import { safeOptionalHtml } from '../../../security/safe-html.js';
import { priceInstallmentOffer } from '../../payment/installment-offer.js';
import type { CategoryIndex } from '../categories/category-index.js';
import { productPictures } from '../pictures.js';
import { pickOptionalText, pickText } from '../translated.js';
import type { ProductBadgeJson, ProductRow, VariantJson } from './product-rows.js';
import { specGroupId, specValueId } from './stable-ids.js';

const FESTIVAL_PRICE_LABEL = { tr: 'Festival fiyatı', en: 'Festival price' } as const;

export function productPrice(priceKurus: number, oldPriceKurus: number | null, language: Language): ProductPrice {
  // An old price only means something when it is above the current price.
  const hasOld = oldPriceKurus !== null && oldPriceKurus > priceKurus;
  return {
    price: formatKurus(priceKurus, language),
    priceValue: kurusToLira(priceKurus),
    oldPrice: hasOld ? formatKurus(oldPriceKurus, language) : null,
    oldPriceValue: hasOld ? kurusToLira(oldPriceKurus) : null,
    currencyCode: CURRENCY,
  };
}

/** Variant-defining attributes (ring size ...). Each value's id is the variant id: addToCart's attributeValueId. */
function productAttributes(variants: VariantJson[], language: Language): ProductAttribute[] {
  const byAttribute = new Map<number, ProductAttribute>();
  for (const v of variants) {
    if (v.attributeId === null) continue;
    let attribute = byAttribute.get(v.attributeId);
    if (!attribute) {
      attribute = { id: v.attributeId, name: pickText(language, v.attributeName ?? '', v.attributeNameEn), values: [] };
      byAttribute.set(v.attributeId, attribute);
    }
    attribute.values.push({ id: v.id, name: v.valueName ?? v.sku, quantity: Math.max(0, Number(v.stock)), priceAdjustmentValue: null, isPreSelected: false });
  }
  return [...byAttribute.values()];
}

function infoAttributes(row: ProductRow, language: Language): ProductInfoAttribute[] {
  const list: ProductInfoAttribute[] = row.specs.map((s) => ({
    attributeId: specGroupId(s.groupKey),
    attributeValueId: specValueId(s.groupKey, s.valueSlug),
    attributeName: pickText(language, s.groupTitle, s.groupTitleEn),
    attributeValueName: pickText(language, s.value, s.valueEn),
    showOnDescription: s.showOnDescription,
  }));
  if (row.festival_price_kurus !== null && row.festival_price_kurus > 0) {
    list.push({
      attributeId: FESTIVAL_PRICE_ATTRIBUTE_ID,
      attributeValueId: FESTIVAL_PRICE_ATTRIBUTE_ID,
      attributeName: FESTIVAL_PRICE_LABEL[language],
      attributeValueName: kurusToLira(row.festival_price_kurus).toFixed(2),
      showOnDescription: false,
    });
  }
  return list;
}

/** Badges in the request's language (Turkish when a badge has no English name). */
export function productBadges(badges: ProductBadgeJson[], language: Language): Product['badges'] {
  return badges.map((b) => ({ name: pickText(language, b.name, b.nameEn), color: b.color ?? null }));
}

export function toProduct(row: ProductRow, categories: CategoryIndex, language: Language, inviewPage: number | null = null): Product {
  const product = productFields(row, categories, language, inviewPage);
  // The interest-free instalment offer (the product page's info line) is worked out only when a
  // GraphQL selection reads it, and is left out of the REST listings' JSON (not enumerable).
  Object.defineProperty(product, 'installmentOffer', { get: () => priceInstallmentOffer(row.price_kurus, language), enumerable: false });
  return product as Product;
}

function productFields(row: ProductRow, categories: CategoryIndex, language: Language, inviewPage: number | null): Omit<Product, 'installmentOffer'> {
  const name = pickText(language, row.name, row.name_en);
  const pictures = productPictures(row.id, row.picture_count, name);
  const overview = { productId: row.id, totalReviews: row.review_count, ratingSum: row.rating_sum, allowCustomerReviews: true };
  const fullDescription = pickOptionalText(language, row.full_description, row.full_description_en);
  const seoDescription = pickOptionalText(language, row.seo_description, row.seo_description_en);
  return {
    id: row.id,
    sku: row.sku,
    optionCode: row.option_code,
    name,
    shortDescription: pickOptionalText(language, row.short_description, row.short_description_en),
    seName: row.se_name,
    metaTitle: pickOptionalText(language, row.meta_title, row.meta_title_en) || name,
    metaDescription: pickOptionalText(language, row.meta_description, row.meta_description_en) || name,
    // The product page shows both as HTML: cleaned (safe-html.ts) when read, since only the
    // product page asks for them and listings, carts and recommendations build many Products.
    get fullDescription() {
      return safeOptionalHtml(fullDescription);
    },
    get seoDescription() {
      return safeOptionalHtml(seoDescription);
    },
    pictureModels: pictures,
    defaultPictureModel: pictures[0],
    productPrice: productPrice(row.price_kurus, row.old_price_kurus, language),
    productAttributes: productAttributes(row.variants, language),
    attributes: infoAttributes(row, language),
    productSpecifications: row.specs.map((s) => ({
      specificationAttributeName: pickText(language, s.groupTitle, s.groupTitleEn),
      valueRaw: pickText(language, s.value, s.valueEn),
    })),
    breadcrumb: { categoryBreadcrumb: categories.path(row.primary_category_id, language) },
    badges: productBadges(row.badges, language),
    productReviewOverview: overview,
    reviewOverviewModel: overview,
    productSlicers: {
      variants: row.variants.map((v) => ({
        inStock: Number(v.stock) > 0,
        gtin: v.gtin,
        sku: v.sku,
        slicerAttributes:
          v.attributeId === null
            ? []
            : [{ attributeId: v.attributeId, attributeValueId: v.id, name: pickText(language, v.attributeName ?? '', v.attributeNameEn), value: v.valueName ?? '' }],
      })),
    },
    inStock: row.variants.some((v) => Number(v.stock) > 0),
    collection: row.collection,
    inviewPage,
  };
}

// The product page's title and meta description. The catalogue's own meta texts (in the page's
// language: the API answers in it) win; a product without them gets a title of its name and the
// brand, and a description of its name, its price in the page's money format (the shared TRY
// formatting: "₺18.169,90" in Turkish, "TRY 18,169.90" in English) and its short description.
import type { Language } from 'shared-contracts/rules';
import { formatLira } from 'shared-contracts/format';
import type { IntlShape } from 'react-intl';
import type { DetailedProduct } from '../variants/variant-rules';

export interface ProductHeadTexts {
  title: string;
  description: string;
}

type HeadProduct = Pick<DetailedProduct, 'name' | 'metaTitle' | 'metaDescription' | 'shortDescription'> & {
  productPrice: Pick<DetailedProduct['productPrice'], 'priceValue'>;
};

export function productHeadTexts(product: HeadProduct, intl: Pick<IntlShape, 'formatMessage'>, language: Language): ProductHeadTexts {
  const title = product.metaTitle?.trim() || intl.formatMessage({ id: 'product.head.title' }, { name: product.name });
  const priced = product.productPrice.priceValue > 0;
  const description =
    product.metaDescription?.trim() ||
    (priced
      ? intl.formatMessage(
          { id: 'product.head.description' },
          { name: product.name, price: formatLira(product.productPrice.priceValue, language), summary: product.shortDescription?.trim() || '' },
        ).trim()
      : product.shortDescription?.trim() || product.name);
  return { title, description };
}

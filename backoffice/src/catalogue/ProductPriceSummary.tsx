// A product's prices now: the price, the struck-through old price the shop shows, the lowest price
// of the last 30 days (the ceiling of that old price), whether it is published, its shop page.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductView } from './product-types';
import styles from './catalogue.module.css';

export function ProductPriceSummary({ product }: { product: ProductView }) {
  const intl = useIntl();
  const headingId = useId();
  const none = intl.formatMessage({ id: 'bo.catalogue.product.no_old_price' });
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.catalogue.product.prices" />
      </h2>
      <dl className={styles.figures}>
        <dt>
          <FormattedMessage id="bo.catalogue.product.sku" />
        </dt>
        <dd>{product.sku}</dd>
        <dt>
          <FormattedMessage id="bo.catalogue.product.price" />
        </dt>
        <dd>{product.price?.text ?? '—'}</dd>
        <dt>
          <FormattedMessage id="bo.catalogue.product.old_price" />
        </dt>
        <dd>{product.oldPrice?.text ?? none}</dd>
        <dt>
          <FormattedMessage id="bo.catalogue.product.lowest_30" />
        </dt>
        <dd>{product.lowestPriceLast30Days?.text ?? '—'}</dd>
        <dt>
          <FormattedMessage id="bo.catalogue.product.published" />
        </dt>
        <dd>
          <FormattedMessage id={product.published ? 'bo.common.yes' : 'bo.common.no'} />
        </dd>
      </dl>
      <p>
        {/* The shop's page, outside the back office (not a router link). */}
        <a href={`/${product.seName}`}>
          <FormattedMessage id="bo.catalogue.product.shop_page" />
        </a>
      </p>
    </section>
  );
}

import { useIntl } from 'react-intl';
import { useIntlLanguage, Link, localizePath } from 'shared-contracts';
import type { DetailedProduct } from '../variants/variant-rules';
import styles from './ProductBreadcrumb.module.css';

/** Home > category path > product name (the current page). */
export function ProductBreadcrumb({ product }: { product: DetailedProduct }) {
  const intl = useIntl();
  const language = useIntlLanguage();
  return (
    <nav aria-label={intl.formatMessage({ id: 'product.breadcrumb.label' })} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={localizePath('/', language)}>{intl.formatMessage({ id: 'product.breadcrumb.home' })}</Link>
        </li>
        {product.breadcrumb.categoryBreadcrumb.map((category) => (
          <li key={category.id}>
            <Link to={localizePath(`/${category.seName}`, language)}>{category.name}</Link>
          </li>
        ))}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}

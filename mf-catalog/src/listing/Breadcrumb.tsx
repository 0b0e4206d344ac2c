import { useIntl } from 'react-intl';
import { useIntlLanguage, Link, localizePath } from 'shared-contracts';
import type { CategoryBreadcrumbItem } from 'shared-contracts/graphql';
import styles from './Breadcrumb.module.css';

/** Home > parents > current category; the current one is text with aria-current="page". */
type Crumb = Pick<CategoryBreadcrumbItem, 'id' | 'name' | 'seName'>;

export function Breadcrumb({ items, current }: { items: Crumb[]; current: Pick<Crumb, 'id' | 'name'> }) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const parents = items.filter((item) => item.id !== current.id);
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumb.label' })} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={localizePath('/', language)}>{intl.formatMessage({ id: 'catalog.breadcrumb.home' })}</Link>
        </li>
        {parents.map((item) => (
          <li key={item.id}>
            <Link to={localizePath(`/${item.seName}`, language)}>{item.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current.name}</li>
      </ol>
    </nav>
  );
}

// Top menu from the menu tree (menus(ids: [1])): top-level entries with their children.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { MenusDocument, type MenuItemFieldsFragment } from 'shared-contracts';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLanguage } from '../routing/useLanguage';
import { isInternalUrl, menuHref } from './menu-links';
import styles from './TopMenu.module.css';

type Item = MenuItemFieldsFragment & { children?: Item[] };

function MenuLink({ item, className }: { item: Item; className?: string }) {
  const language = useLanguage();
  const href = menuHref(item.url, language);
  if (!href) return <span className={className}>{item.name}</span>;
  return isInternalUrl(item.url ?? '') ? (
    <PrefetchLink to={href} className={className}>
      {item.name}
    </PrefetchLink>
  ) : (
    <a href={href} className={className} rel="noopener">
      {item.name}
    </a>
  );
}

export function TopMenu({ variant = 'bar' }: { variant?: 'bar' | 'drawer' }) {
  const intl = useIntl();
  const { data, dataState } = useQuery(MenusDocument, { variables: { ids: [1], type: null } });
  const menu = dataState === 'complete' ? data.menus.find((m) => m.id === 1) : undefined;
  const items = (menu?.items ?? []).filter((i) => i.visible) as Item[];
  if (items.length === 0) return null;
  return (
    <nav className={variant === 'bar' ? styles.bar : styles.drawer} aria-label={intl.formatMessage({ id: 'shell.header.main_nav' })}>
      <ul className={styles.top}>
        {items.map((item) => {
          const children = (item.children ?? []).filter((c) => c.visible);
          return (
            <li key={item.id} className={styles.entry}>
              <MenuLink item={item} className={styles.link} />
              {children.length > 0 && (
                <ul className={styles.children}>
                  {children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} className={styles.childLink} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

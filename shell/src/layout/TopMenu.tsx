// Top menu from the menu tree (menus(ids: [1])): top-level entries with their children. An entry
// without an address opens its children with a button; children of type QuadrupleBanner with an
// image are shown as picture tiles. Moving to another page closes an open submenu.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from 'shared-contracts';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { MenusDocument, type MenuItemFieldsFragment } from 'shared-contracts/graphql';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLanguage } from '../routing/useLanguage';
import { isInternalUrl, menuHref } from './menu-links';
import styles from './TopMenu.module.css';

type Item = MenuItemFieldsFragment & { children?: Item[] };

const BANNER_TYPE = 'QuadrupleBanner';
const isBanner = (item: Item) => item.type === BANNER_TYPE && Boolean(item.image);

function MenuLink({ item, className, children }: { item: Item; className?: string; children?: ReactNode }) {
  const language = useLanguage();
  const href = menuHref(item.url, language);
  const content = children ?? item.name;
  if (!href) return <span className={className}>{content}</span>;
  return isInternalUrl(item.url ?? '') ? (
    <PrefetchLink to={href} className={className}>
      {content}
    </PrefetchLink>
  ) : (
    <a href={href} className={className} rel="noopener">
      {content}
    </a>
  );
}

function MenuEntry({ item, open, onToggle }: { item: Item; open: boolean; onToggle: () => void }) {
  const children = (item.children ?? []).filter((c) => c.visible);
  const links = children.filter((c) => !isBanner(c));
  const banners = children.filter(isBanner);
  const submenuId = `shell-menu-${item.id}`;
  return (
    <li className={styles.entry}>
      {item.url || children.length === 0 ? (
        <MenuLink item={item} className={styles.link} />
      ) : (
        <button type="button" className={styles.link} aria-expanded={open} aria-controls={submenuId} onClick={onToggle}>
          {item.name}
        </button>
      )}
      {children.length > 0 && (
        <div id={submenuId} className={open ? `${styles.children} ${styles.open}` : styles.children}>
          {links.length > 0 && (
            <ul className={styles.childList}>
              {links.map((child) => (
                <li key={child.id}>
                  <MenuLink item={child} className={styles.childLink} />
                </li>
              ))}
            </ul>
          )}
          {banners.map((banner) => (
            <MenuLink key={banner.id} item={banner} className={styles.banner}>
              <img src={banner.image!} alt="" width={160} height={120} loading="lazy" decoding="async" />
              <span>{banner.name}</span>
            </MenuLink>
          ))}
        </div>
      )}
    </li>
  );
}

export function TopMenu({ variant = 'bar' }: { variant?: 'bar' | 'drawer' }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, dataState } = useQuery(MenusDocument, { variables: { ids: [1], type: null } });

  // A submenu opened by focus or click must not stay open over the next page.
  useEffect(() => {
    setOpenId(null);
    const active = document.activeElement;
    if (active instanceof HTMLElement && navRef.current?.contains(active)) active.blur();
  }, [pathname]);

  useEffect(() => {
    if (openId === null) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenId(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openId]);

  const menu = dataState === 'complete' ? data.menus.find((m) => m.id === 1) : undefined;
  const items = (menu?.items ?? []).filter((i) => i.visible) as Item[];
  if (items.length === 0) return null;
  return (
    <nav ref={navRef} className={variant === 'bar' ? styles.bar : styles.drawer} aria-label={intl.formatMessage({ id: 'shell.header.main_nav' })}>
      <ul className={styles.top}>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} open={openId === item.id} onToggle={() => setOpenId((id) => (id === item.id ? null : item.id))} />
        ))}
      </ul>
    </nav>
  );
}

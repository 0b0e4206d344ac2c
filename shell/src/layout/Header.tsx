// The page header: logo, instant search, stores and franchise links, language selector, orders,
// account, favourites and cart; below 900px a hamburger opens the drawer.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectIsMember } from 'shared-contracts';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLocalize } from '../routing/useLanguage';
import { CartButton } from './CartButton';
import { HeaderFavourites } from './HeaderFavourites';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { TopMenu } from './TopMenu';
import { useSideCart } from './useSideCart';
import styles from './Header.module.css';

const DRAWER_ID = 'shell-mobile-drawer';

// Both open only at the visitor's request: their code is no part of the page's first load.
const loadMobileDrawer = () => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer');
const loadSideCart = () => import(/* webpackChunkName: "side-cart" */ './SideCartDrawer');
const MobileDrawer = lazy(() => loadMobileDrawer().then((m) => ({ default: m.MobileDrawer })));
const SideCartDrawer = lazy(() => loadSideCart().then((m) => ({ default: m.SideCartDrawer })));
/** Intent (a hover, a focus) starts the load, so the click that follows finds the code there. */
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

export function Header() {
  const intl = useIntl();
  const localize = useLocalize();
  // A guest customer (guest checkout) has no account: the header offers the login.
  const isMember = useSelector(selectIsMember);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const sideCart = useSideCart();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <>
      <header className={styles.header}>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.hamburger}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            aria-label={t('shell.header.menu.open')}
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={preload(loadMobileDrawer)}
            onFocus={preload(loadMobileDrawer)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
          <Logo />
          <HeaderSearch />
          <nav className={styles.links} aria-label={t('shell.header.menu')}>
            <PrefetchLink to={localize('/sayfa/magazalarimiz')} className={`${styles.link} ${styles.stores}`}>
              {t('shell.header.stores')}
            </PrefetchLink>
            <PrefetchLink to={localize('/sayfa/franchising')} className={`${styles.link} ${styles.franchise}`}>
              {t('shell.header.franchise')}
            </PrefetchLink>
            <PrefetchLink to={localize('/account/orders')} className={`${styles.link} ${styles.desktop}`}>
              {t('shell.header.orders')}
            </PrefetchLink>
            <PrefetchLink to={localize(isMember ? '/account' : '/login')} className={`${styles.link} ${styles.desktop}`}>
              {t(isMember ? 'shell.header.account' : 'shell.header.login')}
            </PrefetchLink>
          </nav>
          <div className={styles.language}>
            <LanguageSelector />
          </div>
          <div className={styles.cartArea} onPointerEnter={preload(loadSideCart)} onFocus={preload(loadSideCart)}>
            <HeaderFavourites />
            <CartButton onOpen={sideCart.show} expanded={sideCart.open} />
          </div>
        </div>
        <TopMenu />
        {drawerOpen ? (
          <Suspense fallback={null}>
            <MobileDrawer id={DRAWER_ID} open onClose={closeDrawer} />
          </Suspense>
        ) : null}
      </header>
      {/* Outside the banner landmark: a dialog of its own. */}
      {sideCart.open ? (
        <Suspense fallback={null}>
          <SideCartDrawer onClose={sideCart.close} returnFocus={sideCart.returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}

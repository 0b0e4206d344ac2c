// Below 900px: the hamburger drawer with a greeting and shortcuts to account, favourites and
// orders (or login/register), then the top menu and the header links.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectCustomer, selectIsMember } from 'shared-contracts';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLocalize } from '../routing/useLanguage';
import { LanguageSelector } from './LanguageSelector';
import { TopMenu } from './TopMenu';
import styles from './MobileDrawer.module.css';

export function MobileDrawer({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const localize = useLocalize();
  const isLoggedIn = useSelector(selectIsMember);
  const customer = useSelector(selectCustomer);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const greeting = isLoggedIn && customer?.firstName ? t('shell.header.greeting', { name: customer.firstName }) : t('shell.header.greeting.guest');
  const shortcuts = isLoggedIn
    ? [
        { to: '/account', label: t('shell.header.account') },
        { to: '/account/wishlist', label: t('shell.header.favourites') },
        { to: '/account/orders', label: t('shell.header.orders') },
      ]
    : [
        { to: '/login', label: t('shell.header.login') },
        { to: '/register', label: t('shell.header.register') },
      ];

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div id={id} role="dialog" aria-modal="true" aria-label={t('shell.header.menu')} className={styles.drawer} onClick={(e) => (e.target as Element).closest('a') && onClose()}>
        <div className={styles.top}>
          <p className={styles.greeting}>{greeting}</p>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={t('shell.header.menu.close')}>
            ×
          </button>
        </div>
        <ul className={styles.shortcuts}>
          {shortcuts.map((s) => (
            <li key={s.to}>
              <PrefetchLink to={localize(s.to)} className={styles.shortcut}>
                {s.label}
              </PrefetchLink>
            </li>
          ))}
        </ul>
        <TopMenu variant="drawer" />
        <ul className={styles.links}>
          <li>
            <PrefetchLink to={localize('/sayfa/magazalarimiz')}>{t('shell.header.stores')}</PrefetchLink>
          </li>
          <li>
            <PrefetchLink to={localize('/sayfa/franchising')}>{t('shell.header.franchise')}</PrefetchLink>
          </li>
        </ul>
        <LanguageSelector />
      </div>
    </div>
  );
}

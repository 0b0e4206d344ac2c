// The account area frame: side menu on desktop, a dropdown below 900px, the page beside it.
// Logout raises auth:logged-out; the shell clears the session and goes home.
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { EVENTS, Link, useLocation, useLocalizedPath } from 'shared-contracts';
import { useAccountNavigate } from '../common/useAccountNavigate';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useT } from '../common/useT';
import { ACCOUNT_MENU, activeMenuKey } from './account-menu';
import styles from './AccountLayout.module.css';

export interface AccountLayoutProps {
  title: string;
  children: ReactNode;
}

export function AccountLayout({ title, children }: AccountLayoutProps) {
  const t = useT();
  const dispatch = useDispatch();
  const localize = useLocalizedPath();
  const navigate = useAccountNavigate();
  const { pathname } = useLocation();
  const active = activeMenuKey(pathname);
  useDocumentTitle(title);

  const logout = () => dispatch(EVENTS.authLoggedOut());

  return (
    <div className={styles.layout}>
      <nav aria-label={t('account.menu.label')} className={styles.side}>
        <ul className={styles.menu}>
          {ACCOUNT_MENU.map((item) => (
            <li key={item.key}>
              {item.path ? (
                <Link to={localize(item.path)} className={item.key === active ? styles.active : styles.item} aria-current={item.key === active ? 'page' : undefined}>
                  {t(item.label)}
                </Link>
              ) : (
                <button type="button" className={styles.item} onClick={logout}>
                  {t(item.label)}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.mobile}>
        <label className={styles.mobileLabel}>
          <span className={styles.visuallyHidden}>{t('account.menu.label')}</span>
          <select
            className={styles.mobileSelect}
            value={active ?? ''}
            onChange={(e) => {
              const item = ACCOUNT_MENU.find((i) => i.key === e.target.value);
              if (!item) return;
              if (item.path) navigate(item.path);
              else logout();
            }}
          >
            {active ? null : <option value="">{t('account.menu.label')}</option>}
            {ACCOUNT_MENU.map((item) => (
              <option key={item.key} value={item.key}>
                {t(item.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <section className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
}

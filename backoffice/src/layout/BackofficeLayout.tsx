// The frame of every screen after login: a skip link, the navigation (only the screens the
// role may use), who is logged in, the language switch and logout; the screen in <main>.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { SCREEN_ORDER } from '../app/backoffice-routes';
import { useStaffSession } from '../session/staff-session';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutButton } from './LogoutButton';
import styles from './layout.module.css';

export function BackofficeLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { staff, can } = useStaffSession();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        <FormattedMessage id="bo.layout.skip" />
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>
          <FormattedMessage id="bo.layout.brand" />
        </p>
        <nav aria-label={intl.formatMessage({ id: 'bo.layout.nav' })} className={styles.nav}>
          <ul>
            {SCREEN_ORDER.filter((screen) => can(screen.permission)).map((screen) => (
              <li key={screen.path}>
                <NavLink to={screen.path}>{intl.formatMessage({ id: screen.label })}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          {staff ? (
            <span>
              {staff.name} · <FormattedMessage id={`bo.role.${staff.role}`} />
              {staff.storeName ? ` · ${staff.storeName}` : ''}
            </span>
          ) : null}
          <LanguageSwitch />
          <LogoutButton />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

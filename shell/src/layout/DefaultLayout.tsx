import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { Header } from './Header';
import { Footer } from './Footer';
import styles from './DefaultLayout.module.css';

export function DefaultLayout() {
  const intl = useIntl();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {intl.formatMessage({ id: 'shell.skip_to_content' })}
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

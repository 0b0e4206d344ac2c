import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { isServerRenderedPage } from 'shared-contracts';
import { usePageSettled } from '../federation/page-settled';
import { Header } from './Header';
import { Footer } from './Footer';
import styles from './DefaultLayout.module.css';

export function DefaultLayout() {
  const intl = useIntl();
  // The footer is below the first screen (main is a screen high): it waits until the page has
  // settled rather than compete with the route for the network and the main thread. A
  // server-rendered page has it in its HTML (with its data) already.
  const settled = usePageSettled() || isServerRenderedPage();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {intl.formatMessage({ id: 'shell.skip_to_content' })}
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      {settled && <Footer />}
    </>
  );
}

// Checkout's own layout: only a centred logo above the page (spec section 2).
import { Outlet } from 'react-router';
import { Logo } from './Logo';
import styles from './CheckoutLayout.module.css';

export function CheckoutLayout() {
  return (
    <>
      <header className={styles.header}>
        <Logo centred />
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}

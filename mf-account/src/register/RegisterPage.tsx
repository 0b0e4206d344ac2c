// /register: the registration form on its own page (the shell sends logged-in users away).
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useT } from '../common/useT';
import { RegisterFlow } from './RegisterFlow';
import styles from '../login/LoginPage.module.css';

export function RegisterPage() {
  const t = useT();
  useDocumentTitle(t('account.register.heading'));
  return (
    <section className={styles.page}>
      <h1>{t('account.register.heading')}</h1>
      <RegisterFlow />
    </section>
  );
}

// /login: Login and Register tabs (section 2). redirectUrl is honoured by both.
import { useId, useState } from 'react';
import { RegisterFlow } from '../register/RegisterFlow';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useT } from '../common/useT';
import { LoginFlow } from './LoginFlow';
import styles from './LoginPage.module.css';

type Tab = 'login' | 'register';

export function LoginPage({ initialTab = 'login' }: { initialTab?: Tab }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>(initialTab);
  const id = useId();
  useDocumentTitle(t('account.login.pageTitle'));

  const tabs: { key: Tab; label: string }[] = [
    { key: 'login', label: t('account.login.tabLogin') },
    { key: 'register', label: t('account.login.tabRegister') },
  ];

  return (
    <section className={styles.page}>
      <div role="tablist" className={styles.tabs}>
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${id}-${key}-panel`}
            className={tab === key ? styles.tabActive : styles.tab}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className={styles.panel}>
        {tab === 'login' ? <LoginFlow /> : <RegisterFlow />}
      </div>
    </section>
  );
}

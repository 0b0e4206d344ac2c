import { Fragment } from 'react';
import styles from './EmailLink.module.css';

/**
 * An e-mail address as a mailto link in the shop's link colour. A narrow column breaks it only
 * before the "@" or a dot, never inside a word. The label names the address whole (an accessible
 * name computed from the text would space it out at the break points).
 */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return (
    <a href={`mailto:${email}`} className={styles.email} aria-label={email}>
      {local}
      {domain.split(/(?=\.)/).map((part, i) => (
        <Fragment key={i}>
          <wbr />
          {part}
        </Fragment>
      ))}
    </a>
  );
}

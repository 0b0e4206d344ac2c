// The outcome line under a form: an error (alert) or an info/success message (status).
import styles from './FormStatus.module.css';

export type FormMessage = { kind: 'error' | 'info' | 'success'; text: string } | null;

export function FormStatus({ message }: { message: FormMessage }) {
  if (!message) return null;
  return (
    <p className={`${styles.status} ${styles[message.kind]}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}

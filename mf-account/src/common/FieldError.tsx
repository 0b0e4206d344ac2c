// A field's validation message, announced when it appears.
import styles from './FormField.module.css';

export function FieldError({ id, message }: { id?: string; message: unknown }) {
  return (
    <span id={id} className={styles.error} role="alert">
      {String(message)}
    </span>
  );
}

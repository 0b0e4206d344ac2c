import { useIntl } from 'react-intl';
import styles from './SizeFinder.module.css';

/** Title, intro and numbered measuring steps ('|'-separated in the messages). */
export function SizeGuideIntro({ prefix }: { prefix: 'size.ring' | 'size.necklace' | 'size.bracelet' }) {
  const intl = useIntl();
  const steps = intl.formatMessage({ id: `${prefix}.steps` }).split('|');
  return (
    <>
      <h1 className={styles.title}>{intl.formatMessage({ id: `${prefix}.title` })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: `${prefix}.intro` })}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}

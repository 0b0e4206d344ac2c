import { useNearViewport } from 'shared-contracts';
import type { ContactFormBlockData } from 'shared-contracts/content';
import { useLazyModule } from 'shared-contracts/lazy';
import { LoadError } from '../../common/LoadError';
import type { HeadingLevel } from './types';
import styles from './ContactFormBlock.module.css';

/** The contact form (Formik and the zod rules) loads when the visitor gets near the block. */
export function ContactFormBlock({ data, headingLevel }: { data: ContactFormBlockData; headingLevel: HeadingLevel }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const form = useLazyModule(() => import('../../contact/ContactForm'), { enabled: near, label: '[mf-stores-content] contact form' });
  if (form.failed) return <LoadError messageId="content.error" onRetry={form.retry} />;
  if (!form.loaded) return <div ref={ref} className={styles.pending} />;
  return <form.loaded.ContactForm title={data.title} intro={data.intro} headingLevel={headingLevel} />;
}

import type { ContactFormBlockData } from 'shared-contracts/content';
import { LoadWhenNear } from './LoadWhenNear';
import type { HeadingLevel } from './types';
import styles from './ContactFormBlock.module.css';

/** The contact form (Formik and the zod rules) loads when the visitor gets near the block. */
export function ContactFormBlock({ data, headingLevel }: { data: ContactFormBlockData; headingLevel: HeadingLevel }) {
  return (
    <LoadWhenNear load={() => import('../../contact/ContactForm')} label="[mf-stores-content] contact form" pendingClassName={styles.pending}>
      {({ ContactForm }) => <ContactForm title={data.title} intro={data.intro} headingLevel={headingLevel} />}
    </LoadWhenNear>
  );
}

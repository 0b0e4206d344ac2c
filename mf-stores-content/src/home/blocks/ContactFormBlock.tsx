import type { ContactFormBlockData } from 'shared-contracts/content';
import { ContactForm } from '../../contact/ContactForm';
import type { HeadingLevel } from './types';

export function ContactFormBlock({ data, headingLevel }: { data: ContactFormBlockData; headingLevel: HeadingLevel }) {
  return <ContactForm title={data.title} intro={data.intro} headingLevel={headingLevel} />;
}

import type { RouteModuleProps } from 'shared-contracts';
import { StoresContentRoot } from '../common/StoresContentRoot';
import { ContactForm } from '../contact/ContactForm';

export default function ContactFormModule(_props: RouteModuleProps) {
  return (
    <StoresContentRoot>
      <ContactForm />
    </StoresContentRoot>
  );
}

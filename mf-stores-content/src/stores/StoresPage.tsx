import { useIntl } from 'react-intl';
import { useDocumentMeta } from 'shared-contracts';
import { StoreLocator } from './StoreLocator';

/** /sayfa/magazalarimiz: the store locator as a page of its own. */
export function StoresPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'stores.title' });
  useDocumentMeta({ title, description: intl.formatMessage({ id: 'stores.intro' }) });
  return <StoreLocator headingLevel={1} title={title} />;
}

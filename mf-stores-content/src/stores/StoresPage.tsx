import { useIntl } from 'react-intl';
import { useDocumentHead, buildPath, ROUTES } from 'shared-contracts';
import { StoreLocator } from './StoreLocator';

/** The store locator's own address (ContentPage's STORES_SLUG). */
const STORES_PATH = buildPath(ROUTES.contentPage.path, { slug: 'magazalarimiz' });

/** /sayfa/magazalarimiz: the store locator as a page of its own. */
export function StoresPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'stores.title' });
  useDocumentHead({ title, description: intl.formatMessage({ id: 'stores.intro' }), canonicalPath: STORES_PATH });
  return <StoreLocator headingLevel={1} title={title} />;
}

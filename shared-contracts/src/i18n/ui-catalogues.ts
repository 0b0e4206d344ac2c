// The shared ui.* messages (remotes read them through the shell's IntlProvider, code outside React
// through translate()). How English loads in the browser is set by ui-message-chunks.ts; the API's
// entry (server.ts) loads no chunks: it registers every language at once.
import { createCatalogueRegistry } from './catalogue-registry';
import { uiMessagesTr } from './ui-messages.tr';

export const uiMessageCatalogues = createCatalogueRegistry(uiMessagesTr);

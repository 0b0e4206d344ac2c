// Every language's ui.* messages registered at once, for code with no chunk to wait for: the API
// (server.ts), the server builds (server-ui-languages.ts), development harnesses and tests.
import { uiMessageCatalogues } from './ui-catalogues';
import { uiMessagesEn } from './ui-messages.en';

uiMessageCatalogues.register('en', uiMessagesEn);

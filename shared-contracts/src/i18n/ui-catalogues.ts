// The shared ui.* messages (remotes read them through the shell's IntlProvider, code outside React
// through translate()). English is a chunk of its own, "messages-en": the shell's own English
// messages share its name, so a page loads both in one request.
import { createCatalogueRegistry } from './catalogue-registry';
import { uiMessagesTr } from './ui-messages.tr';

export const uiMessageCatalogues = createCatalogueRegistry(uiMessagesTr, {
  en: () => import(/* webpackChunkName: "messages-en" */ './ui-messages.en').then((m) => m.uiMessagesEn),
});

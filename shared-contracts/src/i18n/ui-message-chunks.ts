// The browser's way to the other languages' ui.* messages: English is a chunk of its own,
// "messages-en" (the shell's own English messages share the name: one request for both).
// Set by the entries a browser runs (the contracts' index, the shell's boot entry), not by the
// API's (server.ts), which has no chunks.
import { uiMessageCatalogues } from './ui-catalogues';

uiMessageCatalogues.setLoaders({
  en: () => import(/* webpackChunkName: "messages-en" */ './ui-messages.en').then((m) => m.uiMessagesEn),
});

// The shell's own messages by language, kept like the shared ui.* ones: Turkish in the first load,
// English a chunk of its own, the same "messages-en" chunk as the shared English messages (one
// request for both), and on the server both from the start.
import { createCatalogueRegistry } from 'shared-contracts/boot';
import { shellMessagesTr } from './tr';

export const shellMessageCatalogues = createCatalogueRegistry(shellMessagesTr, {
  en: () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.shellMessagesEn),
});

// __SERVER__ is a build constant: the browser build drops the require.
/* eslint-disable-next-line @typescript-eslint/no-require-imports */
if (__SERVER__) shellMessageCatalogues.register('en', require('./en').shellMessagesEn);

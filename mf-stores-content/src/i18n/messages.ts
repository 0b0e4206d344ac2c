import { tr } from './tr';

/**
 * Turkish (the default language) comes with the code; English is a chunk of its own, loaded when
 * a page in English renders (RemoteIntlProvider), so a Turkish page carries no English texts.
 */
export const storesContentMessages = {
  tr: tr as Record<string, string>,
  en: () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.en as Record<string, string>),
};

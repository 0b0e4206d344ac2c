import { tr } from './tr';

/** Turkish comes with the code; English loads when a page in English renders (RemoteIntlProvider). */
export const productMessages = {
  tr: tr as Record<string, string>,
  en: () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.en as Record<string, string>),
};

import { tr } from './tr';

declare const __SERVER__: boolean;
type Catalogue = Record<string, string>;

/**
 * Turkish (the default language) comes with the code. In the browser English is a chunk of its
 * own, loaded when a page in English renders (RemoteIntlProvider), so a Turkish page carries no
 * English texts. A server build has it statically (__SERVER__ is a build constant; each build
 * keeps one branch): it renders both languages from its first request, and a chunk fetched by
 * the federation runtime in the middle of a render is one more thing that can fail there.
 */
export const messages = {
  tr: tr as Catalogue,
  en: __SERVER__
    ? /* eslint-disable-next-line @typescript-eslint/no-require-imports */ ((require('./en') as typeof import('./en')).en as Catalogue)
    : () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.en as Catalogue),
};

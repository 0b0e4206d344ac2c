// The team's messages, a chunk per language in the browser, both at once on the server (pageMessages).
import { pageMessages } from 'shared-contracts';

declare const __SERVER__: boolean;

/* eslint-disable @typescript-eslint/no-require-imports */
export const productMessages = pageMessages(
  __SERVER__
    ? { tr: require('./tr').tr, en: require('./en').en }
    : { tr: () => import(/* webpackChunkName: "product-messages-tr" */ './tr').then((m) => m.tr), en: () => import(/* webpackChunkName: "product-messages-en" */ './en').then((m) => m.en) },
);

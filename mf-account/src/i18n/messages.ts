// The team's messages, a chunk per language in the browser, both at once on the server (pageMessages).
import { pageMessages } from 'shared-contracts';

declare const __SERVER__: boolean;

/* eslint-disable @typescript-eslint/no-require-imports */
export const accountMessages = pageMessages(
  __SERVER__
    ? { tr: require('./tr').accountMessagesTr, en: require('./en').accountMessagesEn }
    : { tr: () => import(/* webpackChunkName: "account-messages-tr" */ './tr').then((m) => m.accountMessagesTr), en: () => import(/* webpackChunkName: "account-messages-en" */ './en').then((m) => m.accountMessagesEn) },
);

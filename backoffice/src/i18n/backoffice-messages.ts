// Every text of the back office, per language: one catalogue per area (src/i18n/<area>.<lang>.ts),
// compiled to ASTs at build time like the shop's. The staff API's own messages (results and
// refusals) come translated from the server in the language the app asks for.
import type { BackofficeLanguage } from './language';
import { appMessagesEn } from './app.en';
import { appMessagesTr } from './app.tr';
import { catalogueMessagesEn } from './catalogue.en';
import { catalogueMessagesTr } from './catalogue.tr';
import { customersMessagesEn } from './customers.en';
import { customersMessagesTr } from './customers.tr';
import { messagesMessagesEn } from './messages.en';
import { messagesMessagesTr } from './messages.tr';
import { ordersMessagesEn } from './orders.en';
import { ordersMessagesTr } from './orders.tr';
import { requestsMessagesEn } from './requests.en';
import { requestsMessagesTr } from './requests.tr';
import { reviewsMessagesEn } from './reviews.en';
import { reviewsMessagesTr } from './reviews.tr';
import { staffMessagesEn } from './staff.en';
import { staffMessagesTr } from './staff.tr';

export const backofficeMessages: Record<BackofficeLanguage, Record<string, string>> = {
  tr: { ...appMessagesTr, ...ordersMessagesTr, ...requestsMessagesTr, ...reviewsMessagesTr, ...catalogueMessagesTr, ...customersMessagesTr, ...messagesMessagesTr, ...staffMessagesTr },
  en: { ...appMessagesEn, ...ordersMessagesEn, ...requestsMessagesEn, ...reviewsMessagesEn, ...catalogueMessagesEn, ...customersMessagesEn, ...messagesMessagesEn, ...staffMessagesEn },
};

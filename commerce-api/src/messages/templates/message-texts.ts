// The words of every SMS and e-mail, one file per language (tr.ts, en.ts), the same shape in
// both: a text missing in one language fails the type check.
import type { Language } from 'shared-contracts/server';
import { en } from './en.js';
import { tr } from './tr.js';

export type CodePurpose = 'LOGIN' | 'REGISTER' | 'PHONE_CHANGE';
export type RequestKind = 'CANCEL' | 'RETURN';
export type ProgressStep = 'APPROVED' | 'SHIPPED' | 'DELIVERED';
export type ContractZone = 'pre_info_contract' | 'sales_contract';

export interface MessageTexts {
  layout: {
    greeting: (name: string | null) => string;
    visitShop: string;
    footerContact: (email: string, telephone: string) => string;
    footerWhy: string;
  };
  code: {
    subject: Record<CodePurpose, string>;
    intro: Record<CodePurpose, string>;
    validFor: (minutes: number) => string;
    doNotShare: string;
    notYou: string;
    sms: (shop: string, purpose: CodePurpose, code: string, minutes: number) => string;
  };
  welcome: {
    subject: (shop: string) => string;
    body: (shop: string) => string;
    account: string;
    orders: string;
    sms: (shop: string) => string;
  };
  passwordReset: {
    subject: string;
    body: (minutes: number) => string;
    button: string;
    notYou: string;
  };
  threeDs: {
    subject: string;
    sms: (bank: string, amount: string, code: string) => string;
  };
  order: {
    number: string;
    date: string;
    items: string;
    quantity: string;
    variant: string;
    giftPackage: string;
    subtotal: string;
    discount: (coupon: string | null) => string;
    shipping: string;
    freeShipping: string;
    interest: string;
    total: string;
    payment: string;
    singlePayment: string;
    instalments: (count: number, each: string) => string;
    bank: string;
    carrier: string;
    giftNote: string;
    shippingAddress: string;
    billingAddress: string;
    viewOrder: string;
  };
  orderPlaced: {
    subject: (orderNumber: string) => string;
    preview: (orderNumber: string, total: string) => string;
    intro: (orderNumber: string) => string;
    contractsTitle: string;
    contractsAttached: string;
    contract: Record<ContractZone, string>;
    contractAccepted: (date: string) => string;
    sms: (shop: string, orderNumber: string, total: string, plan: string) => string;
  };
  orderCancelled: {
    subject: (orderNumber: string) => string;
    body: (orderNumber: string) => string;
    refund: string;
    cancelledItems: string;
  };
  itemRequest: {
    subject: (kind: RequestKind, orderNumber: string) => string;
    body: (kind: RequestKind, orderNumber: string, count: number) => string;
    requestedItems: string;
    reason: string;
    note: string;
    returnShipping: (firm: string, code: string) => string;
    next: Record<RequestKind, string>;
  };
  orderProgress: {
    subject: Record<ProgressStep, (orderNumber: string) => string>;
    body: Record<ProgressStep, (orderNumber: string) => string>;
    tracking: (carrier: string, code: string) => string;
    track: string;
    returnWindow: (days: number) => string;
    sms: Record<ProgressStep, (shop: string, orderNumber: string, link: string | null) => string>;
  };
  requestDecided: {
    subject: (kind: RequestKind, approved: boolean, orderNumber: string) => string;
    approved: (kind: RequestKind, orderNumber: string) => string;
    rejected: (kind: RequestKind, orderNumber: string) => string;
    reason: string;
    items: string;
  };
  orderRefunded: {
    subject: (orderNumber: string) => string;
    body: (orderNumber: string, amount: string) => string;
    items: string;
    bankNote: string;
  };
  contact: {
    inboxSubject: (subject: string) => string;
    inboxIntro: (name: string, email: string) => string;
    subjectLabel: string;
    message: string;
    replyTo: string;
    receiptSubject: (shop: string) => string;
    receiptBody: string;
    yourMessage: string;
  };
}

export function textsFor(language: Language): MessageTexts {
  return language === 'en' ? en : tr;
}

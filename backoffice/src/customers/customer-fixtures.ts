// Test data for the customers screens' tests, as the staff API answers.
import type { BackofficeCustomerQuery, StaffCustomerSummaryPartsFragment, StaffMessagePartsFragment, StaffOrderRowPartsFragment } from 'shared-contracts/admin';

export type CustomerView = NonNullable<BackofficeCustomerQuery['customer']>;

const money = (value: number, text: string) => ({ __typename: 'Money' as const, value, text });

export function summaryOf(over: Partial<StaffCustomerSummaryPartsFragment> = {}): StaffCustomerSummaryPartsFragment {
  return {
    __typename: 'StaffCustomer',
    id: 41,
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: 'ayse@example.com',
    phone: '+905321112233',
    isGuest: false,
    createdOn: '2026-03-02T10:00:00.000Z',
    deleted: false,
    ...over,
  };
}

export function orderRowOf(over: Partial<StaffOrderRowPartsFragment> = {}): StaffOrderRowPartsFragment {
  return {
    __typename: 'StaffOrderRow',
    id: 900,
    orderNumber: 'IT-2026-000900',
    status: 'SHIPPED',
    statusText: 'Kargoya verildi',
    createdOn: '2026-11-20T12:00:00.000Z',
    customer: { __typename: 'StaffOrderCustomer', id: 41, name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+905321112233', isGuest: false },
    total: money(2499.9, '2.499,90 TL'),
    refunded: money(0, '0,00 TL'),
    itemCount: 2,
    bankName: 'Akbank',
    cardFamily: 'Axess',
    installmentCount: 1,
    openRequests: 0,
    ...over,
  };
}

export function messageOf(over: Partial<StaffMessagePartsFragment> = {}): StaffMessagePartsFragment {
  return {
    __typename: 'StaffMessage',
    id: 501,
    channel: 'EMAIL',
    recipient: 'ayse@example.com',
    subject: 'Siparişiniz kargoya verildi',
    kind: 'order.shipped',
    language: 'tr',
    state: 'dead',
    attempts: 5,
    lastError: 'smtp: 550 mailbox unavailable',
    customerId: 41,
    createdOn: '2026-11-21T08:00:00.000Z',
    sentOn: null,
    ...over,
  };
}

export function customerOf(over: Partial<CustomerView> = {}): CustomerView {
  return { ...summaryOf(), orders: [orderRowOf()], messages: [messageOf()], ...over } as CustomerView;
}

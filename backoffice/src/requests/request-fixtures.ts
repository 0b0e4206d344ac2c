// Requests as the staff API answers them, for this area's tests.
import type { MockLink } from '@apollo/client/testing';
import { type BackofficeRequestsQueryVariables, type ItemRequestPartsFragment } from 'shared-contracts/admin';
import { BackofficeRequestsDocument } from 'shared-contracts/admin/documents/requests';

export function itemRequest(over: Partial<ItemRequestPartsFragment> = {}): ItemRequestPartsFragment {
  return {
    __typename: 'ItemRequest',
    id: 11,
    kind: 'CANCEL',
    status: 'PENDING',
    orderId: 501,
    orderNumber: 'IT-1001',
    orderItemId: 9001,
    productName: 'Gümüş Kolye',
    sku: 'GK-100',
    quantity: 1,
    reason: 'Vazgeçtim',
    note: null,
    cargoFirm: null,
    cargoCode: null,
    rejectionReason: null,
    createdOn: '2026-11-20T09:30:00.000Z',
    decidedOn: null,
    decidedBy: null,
    receivedOn: null,
    receivedStoreId: null,
    receivedStoreName: null,
    refundedOn: null,
    customer: { __typename: 'StaffOrderCustomer', id: 3, name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: null, isGuest: false },
    refundableAmount: { __typename: 'Money', value: 500, text: '₺500,00' },
    ...over,
  };
}

export const requestVars = (over: Partial<BackofficeRequestsQueryVariables> = {}): BackofficeRequestsQueryVariables => ({
  kind: null,
  status: 'PENDING',
  orderNumber: null,
  storeId: null,
  page: 1,
  pageSize: 25,
  ...over,
});

export function requestsMock(variables: BackofficeRequestsQueryVariables, items: ItemRequestPartsFragment[], totalPages = 1): MockLink.MockedResponse {
  return {
    request: { query: BackofficeRequestsDocument, variables },
    result: {
      data: {
        requests: {
          __typename: 'RequestPage',
          items,
          pageInfo: { __typename: 'PageInfo', page: variables.page ?? 1, pageSize: 25, totalCount: totalPages > 1 ? totalPages * 25 : items.length, totalPages },
        },
      },
    },
  };
}

import type { AccountCustomerOrdersQuery, AccountOrderDetailsQuery } from 'shared-contracts/graphql';

export type OrderSummaryData = AccountCustomerOrdersQuery['customerOrders']['orders'][number];
export type OrderItemData = OrderSummaryData['items'][number];
export type OrderDetailData = NonNullable<AccountOrderDetailsQuery['orderDetails']>;
export type OrderAddressData = NonNullable<OrderDetailData['shippingAddress']>;

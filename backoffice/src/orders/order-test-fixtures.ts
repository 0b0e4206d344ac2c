// Staff API answers for the orders area's tests: list rows and full orders as the staff schema
// shapes them (every object with its __typename, as Apollo's cache needs).
import type { ItemRequestPartsFragment, StaffOrderPartsFragment, StaffOrderRowPartsFragment } from 'shared-contracts/admin';

type Order = StaffOrderPartsFragment;
type Item = Order['items'][number];

export const money = (value: number, text = `₺${value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`) => ({ __typename: 'Money' as const, value, text });

const customer = { __typename: 'StaffOrderCustomer' as const, id: 501, name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '5321234567', isGuest: false };

export function orderRow(over: Partial<StaffOrderRowPartsFragment> = {}): StaffOrderRowPartsFragment {
  return {
    __typename: 'StaffOrderRow',
    id: 1001,
    orderNumber: 'IT-1001',
    status: 'PROCESSING',
    statusText: 'Sipariş Alındı',
    createdOn: '2026-11-20T09:30:00.000Z',
    customer,
    total: money(1250),
    refunded: money(0),
    itemCount: 2,
    bankName: 'Akbank',
    cardFamily: 'Axess',
    installmentCount: 3,
    openRequests: 0,
    ...over,
  };
}

export function pageInfo(page: number, totalCount: number, totalPages = Math.max(1, Math.ceil(totalCount / 25))) {
  return { __typename: 'PageInfo' as const, page, pageSize: 25, totalCount, totalPages };
}

export function returnRequest(over: Partial<ItemRequestPartsFragment> = {}): ItemRequestPartsFragment {
  return {
    __typename: 'ItemRequest',
    id: 71,
    kind: 'RETURN',
    status: 'RECEIVED',
    orderId: 12,
    orderNumber: 'IT-2024-0012',
    orderItemId: 2,
    productName: 'Gümüş Küpe',
    sku: 'KP-200',
    quantity: 1,
    reason: 'Beğenmedim',
    note: null,
    cargoFirm: null,
    cargoCode: null,
    rejectionReason: null,
    createdOn: '2026-11-22T10:00:00.000Z',
    decidedOn: '2026-11-22T12:00:00.000Z',
    decidedBy: 'siparis@isiltitaki.test',
    receivedOn: '2026-11-24T12:00:00.000Z',
    receivedStoreId: 1,
    receivedStoreName: 'Nişantaşı',
    refundedOn: null,
    customer,
    refundableAmount: money(450),
    ...over,
  };
}

export function orderItem(over: Partial<Item> = {}): Item {
  return {
    __typename: 'StaffOrderItem',
    id: 1,
    productId: 301,
    sku: 'KL-100',
    productName: 'Gümüş Kolye',
    attributeInfo: 'Zincir: 45 cm',
    quantity: 1,
    unitPrice: money(800),
    subTotal: money(800),
    status: 'PROCESSING',
    statusText: 'Sipariş Alındı',
    isGiftPackage: false,
    refunded: money(0),
    refundable: money(800),
    request: null,
    ...over,
  };
}

/** An order of two lines (a necklace and earrings), paid by card in 3 instalments. */
export function staffOrder(over: Partial<Order> = {}): Order {
  return {
    __typename: 'StaffOrder',
    id: 12,
    orderNumber: 'IT-2024-0012',
    status: 'PROCESSING',
    statusText: 'Sipariş Alındı',
    createdOn: '2026-11-20T09:30:00.000Z',
    couponCode: null,
    giftNote: null,
    shippingMethod: null,
    shippingAddress: { firstName: 'Ayşe', lastName: 'Yılmaz', address1: 'Moda Cad. 12/3', neighborhood: 'Caferağa', region: 'Kadıköy', city: 'İstanbul', phoneNumber: '5321234567', cityId: 34 },
    billingAddress: null,
    invoiceNumber: null,
    invoiceUrl: null,
    invoicedOn: null,
    trackingCode: null,
    followUrl: null,
    shippedOn: null,
    deliveredOn: null,
    completedOn: null,
    returnWindowEndsOn: null,
    allowedActions: ['APPROVE', 'CANCEL', 'ADD_NOTE'],
    customer,
    items: [orderItem(), orderItem({ id: 2, productId: 302, sku: 'KP-200', productName: 'Gümüş Küpe', attributeInfo: null, unitPrice: money(450), subTotal: money(450), refundable: money(450) })],
    subtotal: money(1250),
    discount: money(0),
    shipping: money(0),
    interest: money(0),
    total: money(1250),
    refunded: money(0),
    netTotal: money(1250),
    payment: {
      __typename: 'StaffPayment',
      id: 'pay-12',
      provider: 'sandbox',
      bankName: 'Akbank',
      cardFamily: 'Axess',
      cardLast4: '4242',
      cardHolder: 'AYSE YILMAZ',
      installmentCount: 3,
      status: 'COMPLETED',
      voided: false,
      paidOn: '2026-11-20T09:30:05.000Z',
      amount: money(1250),
      refunded: money(0),
      refunds: [],
    },
    contracts: [
      { __typename: 'StaffOrderContract', widgetZone: 'mesafeli-satis', version: '3', acceptedOn: '2026-11-20T09:29:00.000Z', hTML: '<h2>Mesafeli Satış Sözleşmesi</h2><p>Madde 1<script>alert(1)</script></p>' },
    ],
    carrier: null,
    timeline: [
      { __typename: 'TimelineEntry', at: '2026-11-20T09:30:00.000Z', kind: 'TRANSITION', action: 'PLACE', fromStatus: null, toStatus: 'PROCESSING', orderItemId: null, actor: 'customer', note: null, visibleToShopper: true },
      { __typename: 'TimelineEntry', at: '2026-11-20T09:31:00.000Z', kind: 'MESSAGE', action: 'order-placed', fromStatus: null, toStatus: 'sent', orderItemId: null, actor: 'email', note: 'Siparişiniz alındı', visibleToShopper: true },
    ],
    ...over,
  };
}

/** The same order after a step: its lines and the order in `status`. */
export function orderIn(order: Order, status: Order['status'], statusText: string, over: Partial<Order> = {}): Order {
  return { ...order, status, statusText, items: order.items.map((item) => ({ ...item, status, statusText })), ...over };
}

export function actionResult(order: Order | null, message: string, success = true) {
  return {
    __typename: 'OrderActionResult' as const,
    success,
    message,
    errors: success ? [] : [{ __typename: 'FieldError' as const, field: null, code: 'staff.order.refused', message }],
    order,
  };
}

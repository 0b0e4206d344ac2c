// Orders as the API returns them, for mocked queries.
import type { OrderStatusEnum } from 'shared-contracts/graphql';

export function orderItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OrderItem' as const,
    id,
    orderItemLineId: 1000 + id,
    productId: 500 + id,
    sku: `SKU-${id}`,
    productName: `Altın Kolye ${id}`,
    productSeName: `altin-kolye-${id}`,
    quantity: 1,
    unitPrice: '₺1.250,00',
    unitPriceValue: 1250,
    subTotal: '₺1.250,00',
    attributeInfo: 'Renk:Sarı',
    picture: { __typename: 'CartItemPicture' as const, imageUrl: `/images/p${id}.jpg`, thumbImageUrl: `/images/p${id}-thumb.jpg`, alternateText: null },
    status: 'Hazırlanıyor',
    isGiftPackage: false,
    userCanPartialCancel: false,
    userCanPartialReturn: false,
    availableCancelReasons: [] as { __typename: 'CancelReturnReason'; id: number; name: string }[],
    availableReturnReasons: [] as { __typename: 'CancelReturnReason'; id: number; name: string }[],
    returnRequest: null as null | { __typename: 'ReturnRequestInfo'; returnCargoFirm: string | null; returnCargoCode: string | null; status: string; rejectionReason: string | null },
    cancelRequest: null as null | { __typename: 'CancelRequestInfo'; status: string; rejectionReason: string | null },
    ...overrides,
  };
}

export function reason(id: number, name: string) {
  return { __typename: 'CancelReturnReason' as const, id, name };
}

export function orderSummary(orderNumber: string, status: OrderStatusEnum, items = [orderItem(1)], overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OrderSummary' as const,
    id: Number(orderNumber.replace(/\D/g, '')) || 1,
    orderNumber,
    createdOn: '2025-03-14T10:00:00.000Z',
    orderStatus: status === 'SHIPPED' ? 'Kargoya verildi' : status === 'PENDING' ? 'Onay bekliyor' : status,
    orderStatusEnum: status,
    isReturnRequestAllowed: false,
    orderTotal: '₺2.500,00',
    refundedAmount: null,
    netTotal: '₺2.500,00',
    items,
    ...overrides,
  };
}

export function address(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Address' as const,
    id,
    title: 'Ev',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phoneNumber: '0(532) 123 45 67',
    email: 'ayse@example.com',
    cityId: 34,
    city: 'İstanbul',
    regionId: 3401,
    region: 'Kadıköy',
    neighborhoodId: 340101,
    neighborhood: 'Moda',
    address1: 'Moda Caddesi No: 12 Daire 4',
    address2: null,
    zipPostalCode: '34710',
    country: 'Türkiye',
    isDefaultBilling: true,
    isDefaultShipping: true,
    ...overrides,
  };
}

export function orderDetail(orderNumber: string, items = [orderItem(1)], overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OrderDetail' as const,
    id: 77,
    orderNumber,
    orderStatus: 'Teslim edildi',
    orderStatusEnum: 'DELIVERED' as OrderStatusEnum,
    isReturnRequestAllowed: true,
    shippingMethod: 'Yurtiçi Kargo',
    followUrl: 'https://kargo.example.com/takip/123',
    createdOn: '2025-03-14T10:00:00.000Z',
    orderTotal: '₺2.540,00',
    refundedAmount: null as string | null,
    refundedAmountValue: 0,
    netTotal: '₺2.540,00',
    orderSubtotal: '₺2.500,00',
    orderShipping: '₺40,00',
    orderTotalDiscount: null,
    tax: '₺423,33',
    items,
    shippingAddress: address(1),
    billingAddress: address(1),
    bankName: 'Örnek Bank',
    customValues: { __typename: 'OrderCustomValues' as const, InstallmentCount: 3 },
    genericAttributes: { __typename: 'OrderGenericAttributes' as const, GiftPackageNote: 'İyi ki doğdun!', BankName: 'Örnek Bank', CardFamily: 'Bonus' },
    orderNotes: [{ __typename: 'OrderNote' as const, note: 'Siparişiniz kargoya verildi.', createdOn: '2025-03-15T09:00:00.000Z' }],
    giftCards: [] as { __typename: 'OrderGiftCard'; couponCode: string }[],
    // Bonus in 3: interest-free.
    paymentTerms: {
      __typename: 'PaymentTerms' as const,
      bankName: 'Örnek Bank',
      cardFamily: 'Bonus',
      installmentCount: 3,
      cashTotal: '₺2.540,00',
      cashTotalValue: 2540,
      interest: '₺0,00',
      interestValue: 0,
      installmentPrice: '₺846,67',
      installmentPriceValue: 846.67,
      orderTotal: '₺2.540,00',
      orderTotalValue: 2540,
    },
    contracts: [
      { __typename: 'OrderContract' as const, widgetZone: 'pre_info_contract', hTML: '<h2>Ön Bilgilendirme Formu</h2><p>Kargo: TEM</p>', version: 'a'.repeat(64), acceptedOn: '2025-03-14T10:00:00.000Z' },
      { __typename: 'OrderContract' as const, widgetZone: 'sales_contract', hTML: '<h2>Mesafeli Satış Sözleşmesi</h2><p>Toplam: ₺1.000,00</p>', version: 'b'.repeat(64), acceptedOn: '2025-03-14T10:00:00.000Z' },
    ],
    ...overrides,
  };
}

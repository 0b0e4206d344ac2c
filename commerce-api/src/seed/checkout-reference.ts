// Checkout reference data: carriers with rates (free above a threshold), coupons (a percent one,
// an amount one with a minimum order, an expired one, one not yet valid) and the reasons offered
// for cancel and return requests.
import type { carriers, coupons, requestReasons } from '../db/schema.js';
import { serviceIcon } from './svg-images.js';

const DAY = 86_400_000;
/** Orders from this subtotal ship free with every carrier except the same-day courier. */
export const FREE_SHIPPING_FROM_KURUS = 150_000; // 1.500 TL

export function carrierRows(): (typeof carriers.$inferInsert)[] {
  return [
    {
      name: 'TEM',
      description: 'Aynı gün kurye teslimatı (İstanbul, Ankara, İzmir)',
      descriptionEn: 'Same-day courier delivery (İstanbul, Ankara, İzmir)',
      tooltip: 'Hafta içi saat 17:00’ye kadar verilen siparişler aynı gün, sonrasında verilenler ertesi iş günü kurye ile teslim edilir.',
      tooltipEn: 'Orders placed on weekdays before 17:00 are delivered by courier the same day; later orders the next business day.',
      rateKurus: 9_990,
      freeAboveKurus: 500_000,
      serviceTypes: [
        { name: 'Aynı Gün Teslimat', nameEn: 'Same-Day Delivery', icon: serviceIcon('sameDay') },
        { name: 'Kurye', nameEn: 'Courier', icon: serviceIcon('courier') },
      ],
      trackingUrlTemplate: 'https://www.temkurye.com/takip?kod={code}',
      sortOrder: 0,
    },
    {
      name: 'Yurtiçi Kargo',
      description: '1-2 iş günü içinde kargoya verilir, tahmini teslimat 3-5 iş günü',
      descriptionEn: 'Shipped within 1-2 business days, estimated delivery 3-5 business days',
      rateKurus: 4_990,
      freeAboveKurus: FREE_SHIPPING_FROM_KURUS,
      serviceTypes: [{ name: 'Standart Teslimat', nameEn: 'Standard Delivery', icon: serviceIcon('truck') }],
      trackingUrlTemplate: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}',
      sortOrder: 1,
    },
    {
      name: 'Aras Kargo',
      description: '1-2 iş günü içinde kargoya verilir, tahmini teslimat 3-5 iş günü',
      descriptionEn: 'Shipped within 1-2 business days, estimated delivery 3-5 business days',
      rateKurus: 4_990,
      freeAboveKurus: FREE_SHIPPING_FROM_KURUS,
      serviceTypes: [
        { name: 'Standart Teslimat', nameEn: 'Standard Delivery', icon: serviceIcon('truck') },
        { name: 'Şubeden Teslim', nameEn: 'Branch Pickup', icon: serviceIcon('branch') },
      ],
      trackingUrlTemplate: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}',
      sortOrder: 2,
    },
    {
      name: 'MNG Kargo',
      description: '1-2 iş günü içinde kargoya verilir, tahmini teslimat 3-5 iş günü',
      descriptionEn: 'Shipped within 1-2 business days, estimated delivery 3-5 business days',
      rateKurus: 3_990,
      freeAboveKurus: FREE_SHIPPING_FROM_KURUS,
      serviceTypes: [{ name: 'Standart Teslimat', nameEn: 'Standard Delivery', icon: serviceIcon('truck') }],
      trackingUrlTemplate: 'https://www.mngkargo.com.tr/gonderi-takip/?code={code}',
      sortOrder: 3,
    },
  ];
}

export function couponRows(now: Date): (typeof coupons.$inferInsert)[] {
  return [
    { code: 'HOSGELDIN10', discountType: 'PERCENT', value: 10, minOrderKurus: 0, validFrom: new Date(now.getTime() - 365 * DAY), validTo: new Date(now.getTime() + 365 * DAY), active: true },
    { code: 'INDIRIM250', discountType: 'AMOUNT', value: 25_000, minOrderKurus: 200_000, validFrom: new Date(now.getTime() - 30 * DAY), validTo: new Date(now.getTime() + 180 * DAY), active: true },
    { code: 'YAZ2024', discountType: 'PERCENT', value: 20, minOrderKurus: 0, validFrom: new Date(now.getTime() - 400 * DAY), validTo: new Date(now.getTime() - 30 * DAY), active: true },
    { code: 'YILBASI15', discountType: 'PERCENT', value: 15, minOrderKurus: 100_000, validFrom: new Date(now.getTime() + 30 * DAY), validTo: new Date(now.getTime() + 60 * DAY), active: true },
    { code: 'PASIF50', discountType: 'AMOUNT', value: 5_000, minOrderKurus: 0, validFrom: null, validTo: null, active: false },
  ];
}

export function requestReasonRows(): (typeof requestReasons.$inferInsert)[] {
  return [
    { kind: 'CANCEL', name: 'Vazgeçtim', nameEn: 'I changed my mind' },
    { kind: 'CANCEL', name: 'Yanlış ürün ya da ölçü seçtim', nameEn: 'I chose the wrong product or size' },
    { kind: 'CANCEL', name: 'Teslimat süresi çok uzun', nameEn: 'Delivery takes too long' },
    { kind: 'CANCEL', name: 'Daha uygun fiyat buldum', nameEn: 'I found a better price' },
    { kind: 'RETURN', name: 'Ürün hasarlı geldi', nameEn: 'The item arrived damaged' },
    { kind: 'RETURN', name: 'Ölçüsü uymadı', nameEn: 'It does not fit' },
    { kind: 'RETURN', name: 'Beklediğimden farklı', nameEn: 'Not what I expected' },
    { kind: 'RETURN', name: 'Yanlış ürün gönderildi', nameEn: 'Wrong item sent' },
    { kind: 'RETURN', name: 'Kalitesini beğenmedim', nameEn: 'I am not happy with the quality' },
  ];
}

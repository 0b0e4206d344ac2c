// The promises seeded texts make (product SEO texts, the home page's SEO block and advantages,
// category meta descriptions), written from the rules that will apply at checkout: instalments
// from the instalment table (interest-free only where it is, 'vade farkı' otherwise), free
// shipping only where the threshold is met, hallmarks only on gold and silver.
import { interestFreeOffer, maxInstallmentCount } from '../domains/payment/installment-offer.js';
import { FREE_SHIPPING_FROM_KURUS } from './checkout-reference.js';

const THRESHOLD_TR = `${(FREE_SHIPPING_FROM_KURUS / 100).toLocaleString('tr-TR')} TL`;
const THRESHOLD_EN = `${(FREE_SHIPPING_FROM_KURUS / 100).toLocaleString('en-US')} TL`;

function list(items: string[], and: string): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}` : (items[0] ?? '');
}

/** e.g. 'Bonus ve Maximum kartlara vade farksız 3 taksit' / '3 interest-free instalments with Bonus and Maximum cards'. */
export function instalmentPromise(language: 'tr' | 'en'): string {
  const offer = interestFreeOffer();
  if (!offer) return language === 'en' ? 'instalments with interest' : 'vade farkıyla taksit';
  return language === 'en'
    ? `${offer.installmentCount} interest-free instalments with ${list(offer.cardFamilies, 'and')} cards`
    : `${list(offer.cardFamilies, 've')} kartlara vade farksız ${offer.installmentCount} taksit`;
}

/** The home page's payment paragraph: the interest-free offer, then the rest with interest. */
export function instalmentParagraph(language: 'tr' | 'en'): string {
  const most = maxInstallmentCount();
  return language === 'en'
    ? `${instalmentPromise('en')}; other cards and up to ${most} instalments with partner banks with instalment interest. Secure 3-D Secure payment.`
    : `${instalmentPromise('tr')}; diğer kartlarda ve anlaşmalı bankalarla ${most} aya varan taksitlerde vade farkı uygulanır. 3-D Secure ile güvenli ödeme.`;
}

/** Whether an item of this price ships free on its own (standard carriers). */
export function shipsFree(priceKurus: number): boolean {
  return priceKurus >= FREE_SHIPPING_FROM_KURUS;
}

/** The free-shipping rule as a phrase: 'ücretsiz kargo' is never promised without its threshold. */
export function freeShippingRule(language: 'tr' | 'en'): string {
  return language === 'en' ? `free shipping on orders of ${THRESHOLD_EN} or more` : `${THRESHOLD_TR} ve üzeri siparişlerde ücretsiz kargo`;
}

/** A product's SEO paragraph: instalments as the table allows, free shipping only from the threshold. */
export function productPromise(name: { tr: string; en: string }, brand: string, priceKurus: number, language: 'tr' | 'en'): string {
  const free = shipsFree(priceKurus);
  return language === 'en'
    ? `Buy the ${name.en} with the ${brand} guarantee, with ${instalmentPromise('en')}${free ? ' and free shipping' : `, and ${freeShippingRule('en')}`}.`
    : `${name.tr} modelini ${brand} güvencesiyle, ${instalmentPromise('tr')}${free ? ' ve ücretsiz kargo' : ''} fırsatıyla satın alabilirsiniz.${free ? '' : ` ${THRESHOLD_TR} ve üzeri siparişlerde kargo ücretsizdir.`}`;
}

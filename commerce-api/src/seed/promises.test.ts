// The seeded texts promise only what the checkout applies (issue 22, point 2): instalments from
// the instalment table, free shipping from its threshold.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CARD_FAMILIES, type CardFamily } from '../domains/payment/bin-table.js';
import { interestFreeOffer, maxInstallmentCount } from '../domains/payment/installment-offer.js';
import { generateProduct } from './catalogue.js';
import { categoryRows } from './categories.js';
import { HOME_BLOCKS } from './content/home.js';
import { instalmentParagraph, productPromise } from './promises.js';

describe('the instalment table decides the instalment promise', () => {
  test('3 interest-free instalments with Bonus and Maximum only; up to 12 with interest', () => {
    assert.deepEqual(interestFreeOffer(), { installmentCount: 3, cardFamilies: ['Bonus', 'Maximum'] });
    assert.equal(maxInstallmentCount(), 12);
    const withInterest: CardFamily[] = CARD_FAMILIES.map((f) => ({ ...f, plans: f.plans.map((p) => ({ ...p, monthlyRatePercent: p.count === 1 ? 0 : 1 })) }));
    assert.equal(interestFreeOffer(withInterest), null, 'no interest-free instalments: no offer');
  });

  test('the home page names the interest-free cards and the interest of the rest', () => {
    const seo = HOME_BLOCKS.flatMap((b) => [b.block.tr, b.block.en]).filter((b) => b.type === 'seo');
    const html = seo.map((b) => (b.data as { html: string }).html).join(' ');
    assert.ok(!html.includes('Tüm kartlara 3 taksit'));
    assert.ok(!html.includes('3 instalments on every card'));
    assert.ok(html.includes(instalmentParagraph('tr')));
    assert.equal(
      instalmentParagraph('tr'),
      'Bonus ve Maximum kartlara vade farksız 3 taksit; diğer kartlarda ve anlaşmalı bankalarla 12 aya varan taksitlerde vade farkı uygulanır. 3-D Secure ile güvenli ödeme.',
    );
  });
});

describe('free shipping only from the threshold (1.500 TL)', () => {
  const name = { tr: 'Altın Yüzük', en: 'Gold Ring' };
  test('below it the text states the threshold, from it free shipping', () => {
    assert.equal(
      productPromise(name, 'Işıltı Takı', 149_999, 'tr'),
      'Altın Yüzük modelini Işıltı Takı güvencesiyle, Bonus ve Maximum kartlara vade farksız 3 taksit fırsatıyla satın alabilirsiniz. 1.500 TL ve üzeri siparişlerde kargo ücretsizdir.',
    );
    assert.equal(
      productPromise(name, 'Işıltı Takı', 150_000, 'tr'),
      'Altın Yüzük modelini Işıltı Takı güvencesiyle, Bonus ve Maximum kartlara vade farksız 3 taksit ve ücretsiz kargo fırsatıyla satın alabilirsiniz.',
    );
    assert.equal(
      productPromise(name, 'Işıltı Takı', 149_999, 'en'),
      'Buy the Gold Ring with the Işıltı Takı guarantee, with 3 interest-free instalments with Bonus and Maximum cards, and free shipping on orders of 1,500 TL or more.',
    );
  });

  test('every generated product: free shipping promised exactly when its price meets the threshold', () => {
    let variant = 1;
    let cheap = 0;
    for (let i = 0; i < 300; i++) {
      const p = generateProduct(i, i + 1, () => variant++, new Date('2026-01-01T00:00:00Z')).product;
      const promisesFree = p.seoDescription!.includes('ücretsiz kargo fırsatıyla');
      assert.equal(promisesFree, p.priceKurus! >= 150_000, `${p.name} ${p.priceKurus}`);
      assert.equal(p.seoDescriptionEn!.includes('and free shipping.'), p.priceKurus! >= 150_000);
      assert.ok(!p.seoDescription!.includes(', 3 taksit'), 'no bare instalment promise');
      if (!promisesFree) cheap++;
    }
    assert.ok(cheap > 0, 'the sample holds items under the threshold');
  });

  test('category descriptions give the threshold with the free shipping', () => {
    const [row] = categoryRows((t) => t);
    assert.match(row!.metaDescription!, /1\.500 TL ve üzeri siparişlerde ücretsiz kargo ve 15 gün içinde iade\.$/);
    assert.match(row!.metaDescriptionEn!, /Free shipping on orders of 1,500 TL or more and returns within 15 days\.$/);
  });
});

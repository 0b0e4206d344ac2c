// The size finders speak to the shopper in the shop's formal register ("siz"), like the rest of the shop.
import { informalTurkish } from 'shared-contracts/testing/formal-register';
import { tr } from '../i18n/tr';

describe('size finder texts', () => {
  it('use the formal register in every Turkish text', () => {
    const texts = Object.entries(tr).filter(([key]) => key.startsWith('size.'));
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter(([, text]) => informalTurkish(text).length > 0)).toEqual([]);
  });
});

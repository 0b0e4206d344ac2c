import { makeProduct } from '../test-utils/fixtures';
import { faqJsonLd, itemListJsonLd, scriptJson, stripHtml } from './structuredData';

describe('listing structured data', () => {
  it('strips HTML from FAQ entries, entities decoded and whitespace collapsed', () => {
    expect(stripHtml('<p>14 ayar &amp; 22 ayar\n  <a href="/x">farkı</a></p><ul><li>bir</li></ul>')).toBe('14 ayar & 22 ayar farkı bir');
    expect(faqJsonLd([{ question: 'Neden <b>altın</b>?', answer: '<p>Çünkü.</p>' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Neden altın?', acceptedAnswer: { '@type': 'Answer', text: 'Çünkü.' } },
    ]);
  });

  it('lists products with absolute addresses under /en in English, positioned in the whole list', () => {
    const data = itemListJsonLd({ name: 'Rings', products: [makeProduct(97)], firstPosition: 97, origin: 'https://shop.example', language: 'en' });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 97, url: 'https://shop.example/en/gumus-yuzuk-97', name: 'Gümüş Yüzük 97', image: 'https://shop.example/images/products/97.jpg' },
    ]);
  });

  it('cannot close its script element early', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

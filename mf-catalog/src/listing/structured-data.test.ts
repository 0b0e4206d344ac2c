import { makeProduct } from '../testing/fixtures';
import { categoryBreadcrumbJsonLd, faqJsonLd, itemListJsonLd, scriptJson, stripHtml } from './structured-data';

describe('listing structured data', () => {
  it('strips HTML from FAQ entries, entities decoded and whitespace collapsed', () => {
    expect(stripHtml('<p>14 ayar &amp; 22 ayar\n  <a href="/x">farkı</a></p><ul><li>bir</li></ul>')).toBe('14 ayar & 22 ayar farkı bir');
    expect(stripHtml('<p title="a > b">Bir&nbsp;iki<br>üç</p><!-- not --><script>alert(1)</script>&#287;&#x15F;&ccedil;&uuml;&bogus;')).toBe('Bir iki üç ğşçü&bogus;');
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

  it('gives the breadcrumb home > parents > the category, under /en in English', () => {
    const data = categoryBreadcrumbJsonLd({
      homeName: 'Home',
      breadcrumbs: [
        { id: 3, name: 'Jewellery', seName: 'taki' },
        { id: 12, name: 'Rings', seName: 'yuzuk' },
      ],
      current: { id: 12, name: 'Rings', seName: 'yuzuk' },
      origin: 'https://shop.example',
      language: 'en',
    });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/en' },
      { '@type': 'ListItem', position: 2, name: 'Jewellery', item: 'https://shop.example/en/taki' },
      { '@type': 'ListItem', position: 3, name: 'Rings', item: 'https://shop.example/en/yuzuk' },
    ]);
  });

  it('cannot close its script element early (the shared scriptJson)', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});

import { isContentBlockActive, isSearchLink, parseContentBlock } from './content-blocks';

describe('isSearchLink', () => {
  it('names the text search in both languages, and no listing', () => {
    expect(['/arama?q=clarit', '/arama', '/en/arama/?q=x', '/ARAMA#top'].every(isSearchLink)).toBe(true);
    expect(['/gold-premium-created', '/yuzuk?metal=altin', '/en/clarit-jewellery', '/aramalar', 'https://example.com/arama'].some(isSearchLink)).toBe(false);
  });
});

describe('parseContentBlock', () => {
  it('accepts data that fits its type', () => {
    const block = parseContentBlock('button', { label: 'Keşfet', href: '/yuzuk' });
    expect(block).toEqual({ type: 'button', data: { label: 'Keşfet', href: '/yuzuk' } });
  });

  it('rejects an unknown type and data that does not fit', () => {
    expect(parseContentBlock('marquee', { text: 'x' })).toBeNull();
    expect(parseContentBlock('banner', { title: 'no image' })).toBeNull();
    expect(parseContentBlock('slider', { slides: [] })).toBeNull();
  });

  const img = { url: '/images/a.jpg', alt: 'A', width: 1600, height: 640 };
  it.each([
    ['banner', { title: 'T', subtitle: 'S', image: { ...img, mobileUrl: '/images/m.jpg' }, link: { href: '/kolye', label: 'Keşfet' } }],
    ['slider', { title: 'Kampanya', autoplayMs: 5000, slides: [{ image: img }] }],
    ['container', { title: 'C', columns: 4, children: [{ type: 'card', data: { anything: true } }] }],
    ['card', { title: 'Kart', text: 'x', image: img, link: { href: 'https://example.com' } }],
    ['text', { text: 'Metin', align: 'center' }],
    ['icon', { items: [{ icon: 'delivery', title: 'Kargo', text: 'x', link: { href: '/x' } }] }],
    ['button', { label: 'Git', href: '/taki', variant: 'secondary' }],
    ['seo', { title: 'S', html: '<p>x</p>' }],
    ['html', { html: '<p>x</p>' }],
    ['contactForm', {}],
    ['storesMap', { title: 'Mağazalar' }],
    ['productSlider', { categoryId: 3 }],
    ['recommendations', { kind: 'BY_IDS', ids: [1, 2], productId: 4, categoryId: 5 }],
  ])('accepts a %s block that fits, and returns its data as given', (type, data) => {
    expect(parseContentBlock(type, data)).toEqual({ type, data });
  });

  it.each([
    ['banner', { image: { ...img, width: 0 } }],
    ['banner', { image: { ...img, height: 1.5 } }],
    ['banner', { image: { ...img, url: '' } }],
    ['banner', { image: img, link: { label: 'no href' } }],
    ['banner', { image: img, link: { href: '/arama?q=gold%20premium', label: 'a search, not a listing' } }],
    ['slider', { slides: [{ image: img, link: { href: '/en/arama?q=clarit' } }] }],
    ['banner', { image: img, title: null }],
    ['slider', { slides: [{ title: 'no image' }] }],
    ['slider', { slides: [{ image: img }], autoplayMs: -1 }],
    ['container', { columns: 5, children: [{ type: 'card', data: {} }] }],
    ['container', { children: [] }],
    ['container', { children: [{ type: '', data: {} }] }],
    ['card', { title: '' }],
    ['text', { text: 'x', align: 'left' }],
    ['icon', { items: [] }],
    ['icon', { items: [{ icon: 'gift' }] }],
    ['button', { label: 'Git' }],
    ['button', { label: 'Git', href: '/x', variant: 'tertiary' }],
    ['seo', { html: '' }],
    ['html', { html: 42 }],
    ['html', null],
    ['html', ['<p>x</p>']],
    ['contactForm', 'form'],
    ['productSlider', { categoryId: '3' }],
    ['recommendations', { kind: 'LATEST' }],
    ['recommendations', { kind: 'BY_IDS', ids: [1, 0] }],
  ])('rejects a %s block whose data does not fit: %j', (type, data) => {
    expect(parseContentBlock(type, data)).toBeNull();
  });
});

describe('isContentBlockActive', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('shows blocks without a window', () => {
    expect(isContentBlockActive({}, now)).toBe(true);
    expect(isContentBlockActive({ validFrom: null, validTo: null }, now)).toBe(true);
  });
  it('honours validFrom (inclusive) and validTo (exclusive)', () => {
    expect(isContentBlockActive({ validFrom: '2025-06-16T00:00:00Z' }, now)).toBe(false);
    expect(isContentBlockActive({ validFrom: '2025-06-15T12:00:00Z' }, now)).toBe(true);
    expect(isContentBlockActive({ validTo: '2025-06-15T12:00:00Z' }, now)).toBe(false);
    expect(isContentBlockActive({ validFrom: '2025-06-01T00:00:00Z', validTo: '2025-07-01T00:00:00Z' }, now)).toBe(true);
  });
  it('hides a block with an unreadable date rather than guessing', () => {
    expect(isContentBlockActive({ validTo: 'soon' }, now)).toBe(false);
  });
});

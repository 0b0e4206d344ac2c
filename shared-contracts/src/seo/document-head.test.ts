import { DEFAULT_DOCUMENT_HEAD, headTags, shopTitle } from './document-head';

describe('shopTitle', () => {
  it('ends every title with the shop name, once', () => {
    expect(shopTitle('Mağazalarımız')).toBe('Mağazalarımız | Işıltı Takı');
    expect(shopTitle('  Giriş Yap ')).toBe('Giriş Yap | Işıltı Takı');
    expect(shopTitle('Yüzük Modelleri ve Fiyatları | Işıltı Takı')).toBe('Yüzük Modelleri ve Fiyatları | Işıltı Takı');
    expect(shopTitle('Işıltı Takı')).toBe('Işıltı Takı');
  });

  it('is the title tag of every head, the defaults included; og:title keeps the page’s own title', () => {
    const tags = headTags({ title: '“kolye” için arama sonuçları' }, { origin: 'https://shop.example', language: 'tr' }, DEFAULT_DOCUMENT_HEAD.tr);
    expect(tags.find((t) => t.key === 'title')?.text).toBe('“kolye” için arama sonuçları | Işıltı Takı');
    expect(tags.find((t) => t.key === 'og:title')?.attrs.content).toBe('“kolye” için arama sonuçları');
    for (const language of ['tr', 'en'] as const) {
      const fallback = headTags({}, { origin: 'https://shop.example', language }, DEFAULT_DOCUMENT_HEAD[language]);
      expect(fallback.find((t) => t.key === 'title')?.text).toMatch(/ \| Işıltı Takı$/);
    }
  });
});

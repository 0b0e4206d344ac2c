import { parseContentBlock } from 'shared-contracts/content';
import { htmlBlockHtml, sizeGuideHtml } from './size-guide-content';

describe('htmlBlockHtml', () => {
  // The guide reads html blocks without zod; it must accept and refuse what the shared schema does.
  const cases: [string, unknown][] = [
    ['html', { html: '<p>ölçü</p>' }],
    ['html', { html: '<p>ölçü</p>', extra: 1 }],
    ['html', { html: '' }],
    ['html', { html: 5 }],
    ['html', {}],
    ['html', null],
    ['html', '<p>ölçü</p>'],
    ['html', ['<p>ölçü</p>']],
    ['seo', { html: '<p>ölçü</p>' }],
    ['text', { text: 'ölçü' }],
    ['unknown', { html: '<p>ölçü</p>' }],
  ];
  it.each(cases)('agrees with the shared html block schema for %s %j', (type, data) => {
    const shared = parseContentBlock(type, data);
    expect(htmlBlockHtml(type, data)).toBe(shared?.type === 'html' ? shared.data.html : null);
  });
});

describe('sizeGuideHtml', () => {
  const page = (status: string, items: { type: string; data: unknown }[]) => ({
    __typename: 'LandingPage' as const,
    slug: 'olcu-rehberi',
    status,
    title: 'Ölçü Rehberi',
    items: items.map((item, i) => ({ __typename: 'ContentBlock' as const, id: i + 1, ...item })),
  });

  it('joins the html blocks of a published page', () => {
    const items = [
      { type: 'html', data: { html: '<h2>Yüzük</h2>' } },
      { type: 'text', data: { text: 'atlanır' } },
      { type: 'html', data: { html: '<h2>Kolye</h2>' } },
    ];
    expect(sizeGuideHtml(page('Published', items) as never)).toBe('<h2>Yüzük</h2><h2>Kolye</h2>');
  });

  it('has nothing for a missing or unpublished page, or one without html', () => {
    expect(sizeGuideHtml(undefined)).toBeNull();
    expect(sizeGuideHtml(page('Draft', [{ type: 'html', data: { html: '<p>taslak</p>' } }]) as never)).toBeNull();
    expect(sizeGuideHtml(page('Published', [{ type: 'html', data: { html: '' } }]) as never)).toBeNull();
  });
});

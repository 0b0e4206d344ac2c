/** @jest-environment node */
// The home loader covers the first render: the blocks, and every widget their slots show (at the
// top level and in containers, inside their validity window), loaded with the props the slot gets.
import { TestRemoteSlot } from 'shared-contracts/testing';
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { block } from '../testing/blocks';
import HomePageModule from './HomePage';
import loadHomePage from './HomePage.data';

const hour = 3600_000;
const blocks = [
  block('text', { title: 'Hakkımızda', text: 'Işıltı Takı' }),
  block('productSlider', { title: 'Altın Kolyeler', categoryId: 7 }),
  block('recommendations', { kind: 'POPULAR', title: 'Çok satanlar' }),
  block('container', { title: 'Koleksiyonlar', children: [{ type: 'productSlider', data: { categoryId: 9 } }, { type: 'card', data: { title: 'Pırlanta' } }] }),
  block('productSlider', { title: 'Bitti', categoryId: 8 }, { validTo: new Date(Date.now() - hour).toISOString() }),
];

describe('HomePage.data', () => {
  it.each(['tr', 'en'] as const)('reads the blocks, then their widgets; the first render misses nothing (%s)', async (language) => {
    const run = await runLoader(loadHomePage, { language }, { language, queries: { StoresContentHomeBlocks: { contentsBySchema: blocks } } });
    expect(run.queries.map((q) => q.variables)).toEqual([{ schema: 'home', language }]);
    const { html, misses, slots } = await renderFirstScreen(<HomePageModule language={language} />, { results: run.results, language, remoteSlot: TestRemoteSlot });
    expect(misses).toEqual([]);
    expect(html).toContain('Hakkımızda');
    expect(slots).toHaveLength(3);
    expect(run.widgets).toEqual(slots);
  });

  it('no blocks read: no widgets, and the page is named as incomplete', async () => {
    const run = await runLoader(loadHomePage, { language: 'tr' });
    expect(run.widgets).toEqual([]);
    const { misses } = await renderFirstScreen(<HomePageModule language="tr" />, { results: run.results });
    expect(misses).toEqual([expect.stringMatching(/^StoresContentHomeBlocks:/)]);
  });
});

import { listingSearch, readListingUrl, sameListingUrl } from './listing-url';

const read = (search: string) => readListingUrl(new URLSearchParams(search));

describe('listing address query', () => {
  it('reads page, sort and one parameter per filter group with comma-joined values', () => {
    expect(read('?q=y%C3%BCz%C3%BCk&pagenumber=3&orderBy=2&metal=altin,gumus&tas=pirlanta')).toEqual({
      page: 3,
      sort: 2,
      selection: { metal: ['altin', 'gumus'], tas: ['pirlanta'] },
    });
    // Encoded commas read the same.
    expect(read('?metal=altin%2Cgumus').selection).toEqual({ metal: ['altin', 'gumus'] });
  });

  it('falls back to page 1 and the default order for missing or broken values', () => {
    expect(read('')).toEqual({ page: 1, sort: 0, selection: {} });
    expect(read('?pagenumber=0&orderBy=abc')).toEqual({ page: 1, sort: 0, selection: {} });
    expect(read('?pagenumber=-2&orderBy=1.5')).toMatchObject({ page: 1, sort: 0 });
  });

  it('never takes campaign parameters or malformed values for filters', () => {
    expect(read('?utm_source=x&gclid=abc&fbclid=d&metal=altin,,a|b&Bad%20Name=1').selection).toEqual({ metal: ['altin'] });
  });

  it('writes q first, omits pagenumber at 1 and orderBy at 0, keeps commas and campaign parameters', () => {
    const current = new URLSearchParams('?q=yüzük&gclid=abc&metal=gumus');
    expect(listingSearch(current, { page: 1, sort: 0, selection: {} })).toBe('?q=y%C3%BCz%C3%BCk&gclid=abc');
    expect(listingSearch(current, { page: 2, sort: 1, selection: { metal: ['altin', 'gumus'], tas: ['pirlanta'] } })).toBe(
      '?q=y%C3%BCz%C3%BCk&pagenumber=2&orderBy=1&metal=altin,gumus&tas=pirlanta&gclid=abc',
    );
    expect(listingSearch(new URLSearchParams(), { page: 1, sort: 0, selection: {} })).toBe('');
  });

  it('round-trips: what is written reads back as the same listing', () => {
    const state = { page: 4, sort: 3, selection: { renk: ['sari'], metal: ['altin', 'rose'] } };
    const written = listingSearch(new URLSearchParams(), state);
    expect(read(written)).toEqual(state);
    expect(sameListingUrl(new URLSearchParams(written), new URLSearchParams('?metal=rose,altin&orderBy=3&pagenumber=4&renk=sari'))).toBe(true);
    expect(sameListingUrl(new URLSearchParams(written), new URLSearchParams('?metal=rose&orderBy=3&pagenumber=4&renk=sari'))).toBe(false);
  });
});

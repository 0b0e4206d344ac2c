import { readRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_LIMIT } from './recently-viewed';

describe('recently viewed products', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the newest first without duplicates and returns the list before the view', () => {
    expect(recordRecentlyViewed(1)).toEqual([]);
    expect(recordRecentlyViewed(2)).toEqual([1]);
    expect(recordRecentlyViewed(1)).toEqual([2, 1]);
    expect(readRecentlyViewed()).toEqual([1, 2]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT}`, () => {
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 5; id += 1) recordRecentlyViewed(id);
    const list = readRecentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]).toBe(RECENTLY_VIEWED_LIMIT + 5);
  });

  it('ignores broken storage content and only logs storage errors', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{nope');
    expect(readRecentlyViewed()).toEqual([]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '["x", 3]');
    expect(readRecentlyViewed()).toEqual([]);
    const full = { getItem: () => '[]', setItem: () => { throw new Error('quota'); } } as unknown as Storage;
    expect(() => recordRecentlyViewed(5, full)).not.toThrow();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

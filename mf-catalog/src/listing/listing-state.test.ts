import { makeFilters, makeListing, makeProduct } from '../testing/fixtures';
import type { Listing } from './fetch-listing';
import {
  DEFAULT_QUERY,
  hasNextPage,
  hasPreviousPage,
  initialListingState,
  isTicked,
  listingReducer,
  pendingSelection,
  shownFilters,
  type ListingAction,
  type ListingState,
} from './listing-state';

const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeProduct(from + i));

function run(state: ListingState, ...actions: ListingAction[]): ListingState {
  return actions.reduce(listingReducer, state);
}

/** A category of 180 products (4 pages), page `page` loaded. */
function loadedAt(page = 1, overrides: Partial<Listing> = {}): ListingState {
  const listing = makeListing({ products: products((page - 1) * 48 + 1, 48), pageNumber: page, totalPages: 4, totalItems: 180, hasNextPage: page < 4, filters: makeFilters(), ...overrides });
  return run(initialListingState({ ...DEFAULT_QUERY, page }), { type: 'loaded', listing });
}

describe('listing state rules', () => {
  it('marks each product with the page it came from and starts the in-view page there', () => {
    const state = loadedAt(2);
    expect(state.status).toBe('ready');
    expect(state.products.every((p) => p.inviewPage === 2)).toBe(true);
    expect(state.inviewPage).toBe(2);
    expect(hasPreviousPage(state)).toBe(true);
    expect(hasNextPage(state)).toBe(true);
    expect(hasPreviousPage(loadedAt(1))).toBe(false);
  });

  it('takes the page the API clamped to the total pages', () => {
    const listing = makeListing({ products: products(145, 36), pageNumber: 4, totalPages: 4, totalItems: 180, filters: makeFilters() });
    const state = run(initialListingState({ ...DEFAULT_QUERY, page: 9 }), { type: 'loaded', listing });
    expect(state.firstPage).toBe(4);
    expect(state.inviewPage).toBe(4);
    expect(hasNextPage(state)).toBe(false);
  });

  it('load-more appends the next page and advances the in-view page; infinite scroll only after a click', () => {
    let state = loadedAt(1);
    state = run(state, { type: 'pageStart', direction: 'next', byClick: false });
    expect(state.infinite).toBe(false);
    state = run(state, { type: 'pageStart', direction: 'next', byClick: true });
    expect(state.infinite).toBe(true);
    state = run(state, { type: 'pageLoaded', direction: 'next', page: 2, products: products(49, 48), totalItems: 180, hasNextPage: true });
    expect(state.products).toHaveLength(96);
    expect(state.products.at(-1)).toMatchObject({ id: 96, inviewPage: 2 });
    expect(state.lastPage).toBe(2);
    expect(state.inviewPage).toBe(2);
    expect(hasNextPage(state)).toBe(true);
  });

  it('load-more goes when a further page comes without its look-ahead, whatever the total says', () => {
    const state = run(loadedAt(2), { type: 'pageLoaded', direction: 'next', page: 3, products: products(97, 48), totalItems: 180, hasNextPage: false });
    expect(state.totalPages).toBe(4);
    expect(hasNextPage(state)).toBe(false);
    // A previous page's answer says nothing about the pages after the last loaded one.
    const back = run(loadedAt(2), { type: 'pageLoaded', direction: 'previous', page: 1, products: products(1, 48), totalItems: 180, hasNextPage: true });
    expect(hasNextPage(back)).toBe(true);
  });

  it('load-previous prepends the page before the first loaded one, then hides at page 1', () => {
    let state = loadedAt(2);
    state = run(state, { type: 'pageStart', direction: 'previous', byClick: true });
    expect(state.infinite).toBe(false);
    state = run(state, { type: 'pageLoaded', direction: 'previous', page: 1, products: products(1, 48), totalItems: 180, hasNextPage: true });
    expect(state.products[0]).toMatchObject({ id: 1, inviewPage: 1 });
    expect(state.products).toHaveLength(96);
    expect(state.firstPage).toBe(1);
    expect(state.inviewPage).toBe(2);
    expect(hasPreviousPage(state)).toBe(false);
  });

  it('keeps filter ticks temporary until Apply, then merges them with the active filters', () => {
    let state = loadedAt(1);
    state = { ...state, query: { ...state.query, selection: { metal: ['altin'] } } };
    state = run(state, { type: 'tempToggle', group: 'tas', value: 'pirlanta' }, { type: 'tempToggle', group: 'tas', value: 'zirkon' });
    expect(state.query.selection).toEqual({ metal: ['altin'] });
    expect(isTicked(state, 'tas', 'pirlanta')).toBe(true);
    expect(pendingSelection(state)).toEqual({ metal: ['altin'], tas: ['pirlanta', 'zirkon'] });
    state = run(state, { type: 'tempToggle', group: 'tas', value: 'zirkon' });
    state = run(state, { type: 'apply' });
    expect(state.query.selection).toEqual({ metal: ['altin'], tas: ['pirlanta'] });
    expect(state.temporary).toBeNull();
    expect(state.refreshing).toBe(true);
  });

  it('Clear empties one filter temporarily; Apply then drops that filter', () => {
    let state = loadedAt(1);
    state = { ...state, query: { ...state.query, selection: { metal: ['altin', 'gumus'], tas: ['inci'] } } };
    state = run(state, { type: 'tempClear', group: 'metal' });
    expect(isTicked(state, 'metal', 'altin')).toBe(false);
    expect(state.query.selection.metal).toEqual(['altin', 'gumus']);
    state = run(state, { type: 'apply' });
    expect(state.query.selection).toEqual({ tas: ['inci'] });
  });

  it('closing without Apply forgets the temporary selection and its counts', () => {
    let state = run(loadedAt(1), { type: 'tempToggle', group: 'metal', value: 'altin' }, { type: 'countsLoaded', key: 'metal|altin', filters: makeFilters(88), totalItems: 88 });
    expect(shownFilters(state)).toMatchObject({ totalItems: 88, counting: false });
    state = run(state, { type: 'tempDiscard' });
    expect(state.temporary).toBeNull();
    expect(shownFilters(state)).toMatchObject({ totalItems: 180 });
  });

  it('shows the counts of the temporary selection once they arrive, and says it is counting before', () => {
    const state = run(loadedAt(1), { type: 'tempToggle', group: 'metal', value: 'altin' });
    expect(shownFilters(state)).toMatchObject({ counting: true, totalItems: null });
    const counted = run(state, { type: 'countsLoaded', key: 'metal|altin', filters: makeFilters(88), totalItems: 88 });
    expect(shownFilters(counted).filters[0].options[0].count).toBe(88);
    // Counts of an older temporary selection do not count for the current one.
    const stale = run(counted, { type: 'tempToggle', group: 'metal', value: 'gumus' });
    expect(shownFilters(stale).counting).toBe(true);
  });

  it('clamps the in-view page to the total pages of the applied selection', () => {
    let state = run(loadedAt(1), { type: 'pageLoaded', direction: 'next', page: 2, products: products(49, 48), totalItems: 180, hasNextPage: true }, { type: 'pageLoaded', direction: 'next', page: 3, products: products(97, 48), totalItems: 180, hasNextPage: true });
    expect(state.inviewPage).toBe(3);
    state = run(state, { type: 'tempToggle', group: 'metal', value: 'altin' }, { type: 'countsLoaded', key: 'metal|altin', filters: makeFilters(88), totalItems: 88 }, { type: 'apply' });
    expect(state.query).toEqual({ page: 2, sort: 0, selection: { metal: ['altin'] } });
  });

  it('a new sort keeps the in-view page and loads again', () => {
    const state = run(loadedAt(2), { type: 'sort', sort: 1 });
    expect(state.query).toEqual({ page: 2, sort: 1, selection: {} });
    expect(state.refreshing).toBe(true);
    expect(run(state, { type: 'sort', sort: 1 }).query).toBe(state.query);
  });

  it('the in-view page follows scrolling only within the loaded pages', () => {
    const state = run(loadedAt(2), { type: 'pageLoaded', direction: 'next', page: 3, products: products(97, 48), totalItems: 180, hasNextPage: true });
    expect(run(state, { type: 'inview', page: 2 }).inviewPage).toBe(2);
    expect(run(state, { type: 'inview', page: 4 }).inviewPage).toBe(3);
    expect(run(state, { type: 'inview', page: 1 }).inviewPage).toBe(3);
  });

  it('drops address parameters that are no filter group of the listing and loads again', () => {
    const listing = makeListing({ filters: makeFilters(), totalItems: 0, products: [] });
    const state = run(initialListingState({ ...DEFAULT_QUERY, selection: { metal: ['altin'], kampanya: ['yaz'] } }), { type: 'loaded', listing });
    expect(state.status).toBe('loading');
    expect(state.query.selection).toEqual({ metal: ['altin'] });
  });

  it('an empty listing without filters is not found; with filters it stays, to clear them', () => {
    const empty = makeListing({ products: [], totalItems: 0, filters: makeFilters() });
    expect(run(initialListingState(DEFAULT_QUERY), { type: 'loaded', listing: empty }).status).toBe('notFound');
    expect(run(initialListingState(DEFAULT_QUERY), { type: 'loaded', listing: null }).status).toBe('notFound');
    const filtered = run(initialListingState({ ...DEFAULT_QUERY, selection: { metal: ['altin'] } }), { type: 'loaded', listing: empty });
    expect(filtered.status).toBe('ready');
    expect(filtered.products).toEqual([]);
  });

  it('a refused listing falls back to the default one; a refused default is an error', () => {
    const state = run(initialListingState({ page: 2, sort: 99, selection: {} }), { type: 'failed', badRequest: true });
    expect(state.query).toEqual(DEFAULT_QUERY);
    expect(state.status).toBe('loading');
    expect(run(state, { type: 'failed', badRequest: true }).status).toBe('error');
    expect(run(initialListingState({ page: 2, sort: 1, selection: {} }), { type: 'failed', badRequest: false }).status).toBe('error');
  });
});

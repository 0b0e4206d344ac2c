import { cardAtLine } from './useInViewPage';

function card(top: number, bottom: number, page: number): Element {
  const el = document.createElement('li');
  el.dataset.page = String(page);
  el.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  return el;
}

describe('in-view page', () => {
  it('finds the first card reaching below the middle line of the viewport', () => {
    const cards = [card(-900, -400, 1), card(-400, 100, 1), card(100, 600, 2), card(600, 1100, 2), card(1100, 1600, 3)];
    expect(cardAtLine(cards, 400)?.getAttribute('data-page')).toBe('2');
    expect(cardAtLine(cards, 50)).toBe(cards[1]);
    expect(cardAtLine(cards, 5000)).toBeNull();
    expect(cardAtLine([], 400)).toBeNull();
  });
});

import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type NavigateOptions, type To } from 'react-router';
import { ScrollToTop, shouldScrollToTop } from './ScrollToTop';

describe('shouldScrollToTop', () => {
  it('scrolls on a new path reached by a link or a redirect', () => {
    expect(shouldScrollToTop('/login', { pathname: '/account', hash: '' }, 'PUSH')).toBe(true);
    expect(shouldScrollToTop('/login', { pathname: '/account', hash: '' }, 'REPLACE')).toBe(true);
  });

  it('keeps the position on back/forward, on a query-only change and for an anchor', () => {
    expect(shouldScrollToTop('/kolye', { pathname: '/', hash: '' }, 'POP')).toBe(false);
    expect(shouldScrollToTop('/kolye', { pathname: '/kolye', hash: '' }, 'REPLACE')).toBe(false);
    expect(shouldScrollToTop('/kolye', { pathname: '/kolye', hash: '' }, 'PUSH')).toBe(false);
    expect(shouldScrollToTop('/kolye', { pathname: '/sayfa/sss', hash: '#iade' }, 'PUSH')).toBe(false);
  });
});

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => scrollTo.mockRestore());

  async function setup(initial: string) {
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: [initial] });
    await act(async () => render(<RouterProvider router={router} />));
    const go = async (to: To | number, options?: NavigateOptions) =>
      act(async () => {
        await (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options));
      });
    return go;
  }

  it('does not scroll when the page first opens', async () => {
    await setup('/account');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at the top, also after a replace (login, register, guards)', async () => {
    const go = await setup('/login');
    await go('/account', { replace: true });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await go('/account/addresses');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves the listing where it is when only its query changes, and back/forward to the browser', async () => {
    const go = await setup('/kolye');
    await go('/kolye?page=2', { replace: true });
    await go('/kolye?page=2&renk=sari');
    expect(scrollTo).not.toHaveBeenCalled();
    await go('/inci-kolye');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await go(-1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

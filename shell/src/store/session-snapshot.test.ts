import type { ApolloClient } from '@apollo/client';
import { fakeSessionClient, opName } from '../testing/fake-session-client';
import { isCompleteSnapshot, parseSessionSnapshot, readSessionSnapshot } from './session-snapshot';

describe('the session snapshot', () => {
  it('reads the customer, the cart count and the wishlist', async () => {
    const { client } = fakeSessionClient({ cartCount: 2, wishlist: [{ id: 70, productId: 7 }] });
    const snapshot = await readSessionSnapshot(client);
    expect(snapshot).toEqual({ customer: expect.objectContaining({ id: 9, firstName: 'Ayşe' }), cartCount: 2, wishlist: [{ productId: 7, id: 70 }] });
    expect(isCompleteSnapshot(snapshot)).toBe(true);
  });

  it('leaves out a part the API did not answer, and is then incomplete', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { client, query } = fakeSessionClient();
    const answer = query.getMockImplementation()!;
    query.mockImplementation(async (options: { query: unknown }) => {
      if (opName(options.query) === 'ShellWishList') throw new Error('network down');
      return answer(options);
    });
    const snapshot = await readSessionSnapshot(client as ApolloClient);
    expect(snapshot.wishlist).toBeUndefined();
    expect(isCompleteSnapshot(snapshot)).toBe(false);
  });

  it('takes from the page only well-formed parts', () => {
    expect(parseSessionSnapshot('x')).toBeNull();
    expect(parseSessionSnapshot({ customer: { id: 'x' }, cartCount: '3', wishlist: [{ productId: 'a' }, { productId: 4, id: 40 }] })).toEqual({ wishlist: [{ productId: 4, id: 40 }] });
    expect(parseSessionSnapshot({ customer: null })).toEqual({ customer: null });
  });
});

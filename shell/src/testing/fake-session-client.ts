// Test helper: an Apollo client stand-in answering the shell's session reads (customer, cart
// count, wishlist) as the API would for a logged-in customer; mutations answer empty.
import type { ApolloClient } from '@apollo/client';

type Doc = { definitions: { name?: { value: string } }[] };
/** The name of an operation document ('ShellCustomerInfo'). */
export const opName = (doc: unknown) => (doc as Doc).definitions[0]?.name?.value;

export interface SessionAnswers {
  cartCount?: number;
  wishlist?: { id: number; productId: number }[];
}

export function fakeSessionClient({ cartCount = 3, wishlist = [{ id: 70, productId: 7 }] }: SessionAnswers = {}) {
  const query = jest.fn(async ({ query: doc }: { query: unknown }) => {
    switch (opName(doc)) {
      case 'ShellCustomerInfo':
        return { data: { customerInfo: { id: 9, firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: null, isGuest: false } } };
      case 'ShellCartCount':
        return { data: { cart: { cartCount, guestData: null } } };
      case 'ShellWishList':
        return { data: { wishList: { items: wishlist } } };
      default:
        throw new Error(`unexpected ${opName(doc)}`);
    }
  });
  const mutate = jest.fn(async () => ({ data: {} }));
  const resetStore = jest.fn(async () => []);
  return { client: { query, mutate, resetStore } as unknown as ApolloClient, query, mutate, resetStore };
}

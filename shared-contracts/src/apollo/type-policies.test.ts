import { InMemoryCache, gql } from '@apollo/client';
import { typePolicies } from './type-policies';

describe('typePolicies', () => {
  it('keeps one cart: a mutation result updates the cart every query reads', () => {
    const cache = new InMemoryCache({ typePolicies });
    const CART = gql`query { cart(guestData: "g") { cartCount items { id quantity } } }`;
    cache.writeQuery({ query: CART, data: { cart: { __typename: 'Cart', cartCount: 1, items: [{ __typename: 'CartItem', id: 7, quantity: 1 }] } } });
    cache.writeFragment({
      id: cache.identify({ __typename: 'Cart' }),
      fragment: gql`fragment C on Cart { cartCount }`,
      data: { __typename: 'Cart', cartCount: 3 },
    });
    expect(cache.readQuery<{ cart: { cartCount: number } }>({ query: CART })?.cart.cartCount).toBe(3);
  });

  it('identifies orders by order number and products by id', () => {
    const cache = new InMemoryCache({ typePolicies });
    expect(cache.identify({ __typename: 'OrderSummary', orderNumber: 'A1', id: 5 })).toBe('OrderSummary:{"orderNumber":"A1"}');
    expect(cache.identify({ __typename: 'Product', id: 42 })).toBe('Product:{"id":42}');
  });

  it('keeps two pages of one category apart', () => {
    const cache = new InMemoryCache({ typePolicies });
    const PAGE = gql`query($p: Int) { categoryV2(id: 1, pageNumber: $p) { data { id pageNumber } } }`;
    const write = (p: number) =>
      cache.writeQuery({ query: PAGE, variables: { p }, data: { categoryV2: { __typename: 'CategoryV2Response', data: { __typename: 'CategoryListing', id: 1, pageNumber: p } } } });
    write(1);
    write(2);
    const read = (p: number) => cache.readQuery<{ categoryV2: { data: { pageNumber: number } } }>({ query: PAGE, variables: { p } });
    expect(read(1)?.categoryV2.data.pageNumber).toBe(1);
    expect(read(2)?.categoryV2.data.pageNumber).toBe(2);
  });
});

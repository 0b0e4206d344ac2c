// /checkout's first screen: the cart, the address book, the contracts for no card yet and the
// seller's trust marks, at once; then the carriers of the cart's delivery address, when the cart
// has one the book still holds (useAddressSelection, useCarriers). Instalments wait for a card.
import type { RouteLoader } from 'shared-contracts';
import { CheckoutContractsDocument, CheckoutCustomerAddressesDocument, CheckoutSellerDocument, CheckoutShippingOptionsDocument } from 'shared-contracts/graphql';
import { loadShoppingCart } from '../cart/cart-first-screen';
import { NO_CARD } from '../checkout/payment/useCheckoutContracts';

const loadCheckoutPage: RouteLoader = async (context) => {
  if (!context.isLoggedIn) return;
  const [cart, book] = await Promise.all([
    loadShoppingCart(context),
    context.query(CheckoutCustomerAddressesDocument),
    context.query(CheckoutContractsDocument, { bin: NO_CARD.bin, installmentCount: NO_CARD.installmentCount }),
    context.query(CheckoutSellerDocument),
  ]);
  const shippingId = cart?.items.length ? cart.shippingAddressId : null;
  // An address the book no longer has is none; without the book, the cart's is taken as it is.
  if (shippingId != null && (!book || book.customerAddresses.some((a) => a.id === shippingId))) await context.query(CheckoutShippingOptionsDocument);
};

export default loadCheckoutPage;

// The checkout's add-address form in tests: the location look-ups it makes (İstanbul and Ankara
// with one district each), the add mutation for an address of makeAddress's fields, the answers
// of a checkout where a first address is added, and filling the form the way a shopper does.
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CheckoutAddCustomerAddressDocument,
  CheckoutCitiesDocument,
  CheckoutCustomerFlagsDocument,
  CheckoutDistrictsDocument,
  CheckoutNeighborhoodsDocument,
  type CheckoutAddressFieldsFragment,
} from 'shared-contracts/graphql';
import { makeCart } from './cart-fixtures';
import { addressesMock, cartMock, selectAddressMock } from './checkout-fixtures';

export const locationMocks = [
  { request: { query: CheckoutCustomerFlagsDocument }, result: { data: { customerInfo: { __typename: 'CustomerInfo', id: 1, streetAddress2Required: false, zipPostalCodeRequired: false } } } },
  {
    request: { query: CheckoutCitiesDocument },
    result: { data: { cities: [{ __typename: 'City', id: 34, name: 'İstanbul' }, { __typename: 'City', id: 6, name: 'Ankara' }] } },
  },
  {
    request: { query: CheckoutDistrictsDocument, variables: { cityId: 34 } },
    result: { data: { districts: [{ __typename: 'District', id: 3401, cityId: 34, name: 'Kadıköy' }] } },
  },
  {
    request: { query: CheckoutDistrictsDocument, variables: { cityId: 6 } },
    result: { data: { districts: [{ __typename: 'District', id: 601, cityId: 6, name: 'Çankaya' }] } },
  },
  { request: { query: CheckoutNeighborhoodsDocument, variables: { districtId: 601 } }, result: { data: { neighborhoods: [] } } },
  {
    request: { query: CheckoutNeighborhoodsDocument, variables: { districtId: 3401 } },
    result: { data: { neighborhoods: [{ __typename: 'Neighborhood', id: 340101, districtId: 3401, name: 'Caferağa', zipPostalCode: '34710' }] } },
  },
];

/** The add mutation as the form sends an address in Kadıköy, Caferağa, answered with `created`. */
export const addAddressMock = (created: CheckoutAddressFieldsFragment) => ({
  request: {
    query: CheckoutAddCustomerAddressDocument,
    variables: {
      input: {
        title: created.title,
        firstName: created.firstName,
        lastName: created.lastName,
        phoneNumber: created.phoneNumber,
        email: null,
        cityId: 34,
        regionId: 3401,
        neighborhoodId: 340101,
        address1: created.address1,
        address2: null,
        zipPostalCode: '34710',
      },
    },
  },
  result: { data: { addCustomerAddress: { __typename: 'AddressMutationResult', success: true, errors: [], address: created } } },
});

/**
 * A checkout with no address where `created` is added and chosen for both roles: the cart, the
 * address book before and after, the form's look-ups and the two mutations. The book's second
 * answer and the choice take `delay` ms (a busy network), the rest answer at once.
 */
export const newAddressMocks = (created: CheckoutAddressFieldsFragment, delay = 0) => [
  cartMock(makeCart()),
  addressesMock([], 1),
  { ...addressesMock([created]), delay },
  ...locationMocks,
  addAddressMock(created),
  { ...selectAddressMock(created.id, 'BOTH'), delay },
];

/** Fills the open 'Yeni adres' dialog with `address` (in Kadıköy, Caferağa) and saves it. */
export async function saveNewAddress(dialog: HTMLElement, address: CheckoutAddressFieldsFragment) {
  const form = within(dialog);
  await userEvent.type(form.getByRole('textbox', { name: 'Adres başlığı' }), address.title ?? '');
  await userEvent.type(form.getByRole('textbox', { name: 'Ad' }), address.firstName ?? '');
  await userEvent.type(form.getByRole('textbox', { name: 'Soyad' }), address.lastName ?? '');
  await userEvent.click(form.getByRole('textbox', { name: 'Telefon' }));
  await userEvent.paste(address.phoneNumber ?? '');
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'İl' }), await form.findByRole('option', { name: 'İstanbul' }));
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'İlçe' }), await form.findByRole('option', { name: 'Kadıköy' }));
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Mahalle' }), await form.findByRole('option', { name: 'Caferağa' }));
  await userEvent.click(form.getByRole('textbox', { name: 'Adres' }));
  await userEvent.paste(address.address1 ?? '');
  await userEvent.click(form.getByRole('button', { name: 'Adresi kaydet' }));
}

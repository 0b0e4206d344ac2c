// Checkout-shaped test data and Apollo mocks as the API returns them.
import {
  CheckoutSellerDocument,
  CheckoutContractsDocument,
  CheckoutCustomerAddressesDocument,
  CheckoutInstallmentsDocument,
  CheckoutSelectCustomerAddressDocument,
  CheckoutSelectShippingOptionDocument,
  CheckoutSetBillingSameAsShippingDocument,
  CheckoutShippingOptionsDocument,
  ShoppingCartDocument,
  type AddressType,
  type CheckoutAddressFieldsFragment,
  type CheckoutCartFieldsFragment,
  type PaymentTermsFieldsFragment,
} from 'shared-contracts/graphql';

import { makePaymentTerms } from 'shared-contracts/testing/payment-terms';

const always = Number.POSITIVE_INFINITY;

export function makeAddress(overrides: Partial<CheckoutAddressFieldsFragment> = {}): CheckoutAddressFieldsFragment {
  return {
    __typename: 'Address',
    id: 7,
    title: 'Ev',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phoneNumber: '0(532) 123 45 67',
    email: null,
    cityId: 34,
    city: 'İstanbul',
    regionId: 3401,
    region: 'Kadıköy',
    neighborhoodId: 340101,
    neighborhood: 'Caferağa',
    address1: 'Moda Caddesi No: 12 Daire: 4',
    address2: null,
    zipPostalCode: '34710',
    country: 'Türkiye',
    isDefaultBilling: false,
    isDefaultShipping: false,
    ...overrides,
  };
}

export function makeCarrier(name: string, overrides: Partial<{ rate: number; rateText: string; tooltip: string | null; description: string | null; selected: boolean }> = {}) {
  return {
    __typename: 'ShippingOption' as const,
    name,
    description: null,
    tooltip: null,
    rate: 0,
    rateText: '₺0,00',
    serviceTypes: [],
    selected: false,
    ...overrides,
  };
}

export const cartMock = (cart: CheckoutCartFieldsFragment, maxUsageCount = always) => ({
  request: { query: ShoppingCartDocument, variables: { guestData: null } },
  result: { data: { cart } },
  maxUsageCount,
});

export const addressesMock = (addresses: CheckoutAddressFieldsFragment[], maxUsageCount = always) => ({
  request: { query: CheckoutCustomerAddressesDocument },
  result: { data: { customerAddresses: addresses } },
  maxUsageCount,
});

export const carriersMock = (options: ReturnType<typeof makeCarrier>[]) => ({
  request: { query: CheckoutShippingOptionsDocument },
  result: { data: { shippingOptions: options } },
  maxUsageCount: always,
});

export const selectAddressMock = (id: number, type: AddressType, success = true) => ({
  request: { query: CheckoutSelectCustomerAddressDocument, variables: { id, type } },
  result: { data: { selectCustomerAddress: { __typename: 'ActionResult', success, message: null, errors: [] } } },
  maxUsageCount: always,
});

export const selectCarrierMock = (optionName: string, success = true) => ({
  request: { query: CheckoutSelectShippingOptionDocument, variables: { optionName } },
  result: { data: { selectShippingOption: { __typename: 'ActionResult', success, message: null, errors: [] } } },
  maxUsageCount: always,
});

/** Payment terms as the API answers them: by default ₺1.250,00 at once. */
export const makeTerms = makePaymentTerms;

/** Contracts as the API answers them; each text's version stands in for its SHA-256. */
export const contractsData = (preInfo = '<p>Satıcı bilgileri ve cayma hakkı</p>', sales = '<p>Madde 1 - Taraflar</p>', version = 'v1', paymentTerms: PaymentTermsFieldsFragment | null = null) => ({
  preInfoContract: { __typename: 'Contract', widgetZone: 'pre_info_contract', version: `pre-${version}`, contents: [{ __typename: 'ContractContent', hTML: preInfo }] },
  salesContract: { __typename: 'Contract', widgetZone: 'sales_contract', version: `sales-${version}`, contents: [{ __typename: 'ContractContent', hTML: sales }] },
  paymentTerms,
});

/** The contracts' variables: a card prefix (null before six digits) and the instalment count. */
export interface ContractsVariables {
  bin: string | null;
  installmentCount: number;
}

/** No card yet: the advance payment. */
export const NO_CARD_VARIABLES: ContractsVariables = { bin: null, installmentCount: 1 };

/** The contracts for the given card and count; without `variables`, for any card and count. */
export const contractsMock = (data: ReturnType<typeof contractsData> = contractsData(), maxUsageCount = always, variables?: ContractsVariables) => ({
  request: { query: CheckoutContractsDocument, variables: variables ?? (() => true) },
  result: { data },
  maxUsageCount,
});

export const billingSameMock = (same: boolean, success = true) => ({
  request: { query: CheckoutSetBillingSameAsShippingDocument, variables: { same } },
  result: { data: { setBillingSameAsShipping: { __typename: 'ActionResult', success, message: null, errors: [] } } },
  maxUsageCount: always,
});

export const installmentsMock = (bin: string) => ({
  request: { query: CheckoutInstallmentsDocument, variables: { bin } },
  result: {
    data: {
      installments: {
        __typename: 'InstallmentInfo',
        bankName: 'Örnek Bank',
        cardFamily: 'Bonus',
        installmentPrices: [
          { __typename: 'InstallmentPrice', installmentNumber: 1, priceText: '₺1.250,00', totalPriceText: '₺1.250,00', priceValue: 1250, totalPriceValue: 1250 },
          { __typename: 'InstallmentPrice', installmentNumber: 2, priceText: '₺625,00', totalPriceText: '₺1.250,00', priceValue: 625, totalPriceValue: 1250 },
          { __typename: 'InstallmentPrice', installmentNumber: 3, priceText: '₺425,00', totalPriceText: '₺1.275,00', priceValue: 425, totalPriceValue: 1275 },
        ],
      },
    },
  },
  maxUsageCount: always,
});

/** The seller as the organisation data names it (the trust marks beside the price card). */
export const sellerInfo = {
  __typename: 'OrganizationInfo' as const,
  name: 'Işıltı Takı',
  legalName: 'Işıltı Takı Mücevherat A.Ş.',
  mersisNumber: '0123456789000015',
  email: 'iletisim@isiltitaki.com.tr',
  kepAddress: 'isiltitaki@hs01.kep.tr',
  telephone: '0(850) 222 45 45',
  address: { __typename: 'OrganizationAddress' as const, streetAddress: 'Teşvikiye Mah. Abdi İpekçi Cad. No:34', addressLocality: 'Şişli', addressRegion: 'İstanbul', postalCode: '34365', addressCountry: 'Türkiye' },
};

export const sellerMock = (info: typeof sellerInfo = sellerInfo, maxUsageCount = always) => ({
  request: { query: CheckoutSellerDocument },
  result: { data: { organizationInfo: info } },
  maxUsageCount,
});

// Address form values <-> API address input.
import type { AccountAddressFieldsFragment, AddressInput } from 'shared-contracts/graphql';

export type AddressData = AccountAddressFieldsFragment;

export interface AddressValues {
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  cityId: number | null;
  regionId: number | null;
  neighborhoodId: number | null;
  address1: string;
  address2: string;
  zipPostalCode: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  title: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  cityId: null,
  regionId: null,
  neighborhoodId: null,
  address1: '',
  address2: '',
  zipPostalCode: '',
};

export function toAddressValues(address: AddressData): AddressValues {
  return {
    title: address.title,
    firstName: address.firstName,
    lastName: address.lastName,
    phoneNumber: address.phoneNumber,
    email: address.email ?? '',
    cityId: address.cityId,
    regionId: address.regionId,
    neighborhoodId: address.neighborhoodId,
    address1: address.address1,
    address2: address.address2 ?? '',
    zipPostalCode: address.zipPostalCode,
  };
}

/** Only called with validated values (the schema requires the three location ids). */
export function toAddressInput(values: AddressValues): AddressInput {
  return {
    title: values.title.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber,
    email: values.email.trim() || null,
    cityId: values.cityId ?? 0,
    regionId: values.regionId ?? 0,
    neighborhoodId: values.neighborhoodId ?? 0,
    address1: values.address1.trim(),
    address2: values.address2.trim() || null,
    zipPostalCode: values.zipPostalCode.trim() || null,
  };
}

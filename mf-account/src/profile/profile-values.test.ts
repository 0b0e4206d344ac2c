import { toCustomerInfoInput, toProfileValues, type CustomerInfoData } from './profile-values';

const customer: CustomerInfoData = {
  __typename: 'CustomerInfo',
  id: 1,
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '0(532) 123 45 67',
  dateOfBirthDay: null,
  dateOfBirthMonth: null,
  dateOfBirthYear: null,
  gender: null,
  isGuest: false,
  newsletterPermissions: { __typename: 'NewsletterPermissions', permission: [{ __typename: 'NewsletterPermission', name: 'SMS_PERMISSION', value: true }] },
  streetAddress2Required: false,
  zipPostalCodeRequired: false,
};

test('unset birth date defaults to 1 / 1 / now-18; permissions read by name', () => {
  const values = toProfileValues(customer, new Date('2025-06-01T00:00:00Z'));
  expect([values.dateOfBirthDay, values.dateOfBirthMonth, values.dateOfBirthYear]).toEqual([1, 1, 2007]);
  expect(values.permissions).toEqual({ CALL_PERMISSION: false, SMS_PERMISSION: true, EMAIL_PERMISSION: false });
  expect(toCustomerInfoInput(values).newsletterPermissions).toEqual([
    { name: 'CALL_PERMISSION', value: false },
    { name: 'SMS_PERMISSION', value: true },
    { name: 'EMAIL_PERMISSION', value: false },
  ]);
});

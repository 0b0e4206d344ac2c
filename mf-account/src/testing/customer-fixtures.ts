// The logged-in customer as customerInfo answers.
export const customerInfo = {
  __typename: 'CustomerInfo',
  id: 7,
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '0(532) 123 45 67',
  dateOfBirthDay: null,
  dateOfBirthMonth: null,
  dateOfBirthYear: null,
  gender: 'F',
  isGuest: false,
  newsletterPermissions: {
    __typename: 'NewsletterPermissions',
    permission: [
      { __typename: 'NewsletterPermission', name: 'CALL_PERMISSION', value: false },
      { __typename: 'NewsletterPermission', name: 'SMS_PERMISSION', value: true },
      { __typename: 'NewsletterPermission', name: 'EMAIL_PERMISSION', value: false },
    ],
  },
  streetAddress2Required: false,
  zipPostalCodeRequired: false,
};

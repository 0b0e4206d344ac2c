// Customer info <-> profile form values. Unset birth date parts default to day 1, month 1 and
// the year 18 years ago (section 5).
import type { AccountCustomerInfoQuery, CustomerInfoInput } from 'shared-contracts/graphql';
import { birthYearBounds } from 'shared-contracts/forms';

export type CustomerInfoData = NonNullable<AccountCustomerInfoQuery['customerInfo']>;
export const PERMISSION_NAMES = ['CALL_PERMISSION', 'SMS_PERMISSION', 'EMAIL_PERMISSION'] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];
export type Gender = 'F' | 'M' | 'O';
export const GENDERS: readonly Gender[] = ['F', 'M', 'O'];

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirthDay: number | null;
  dateOfBirthMonth: number | null;
  dateOfBirthYear: number | null;
  gender: Gender | null;
  permissions: Record<PermissionName, boolean>;
}

const isGender = (value: string | null): value is Gender => value !== null && (GENDERS as readonly string[]).includes(value);

export function toProfileValues(customer: CustomerInfoData, now: Date = new Date()): ProfileValues {
  const granted = (name: PermissionName) => customer.newsletterPermissions.permission.some((p) => p.name === name && p.value);
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
    dateOfBirthDay: customer.dateOfBirthDay ?? 1,
    dateOfBirthMonth: customer.dateOfBirthMonth ?? 1,
    dateOfBirthYear: customer.dateOfBirthYear ?? birthYearBounds(now).defaultYear,
    gender: isGender(customer.gender) ? customer.gender : null,
    permissions: { CALL_PERMISSION: granted('CALL_PERMISSION'), SMS_PERMISSION: granted('SMS_PERMISSION'), EMAIL_PERMISSION: granted('EMAIL_PERMISSION') },
  };
}

export function toCustomerInfoInput(values: ProfileValues): CustomerInfoInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    dateOfBirthDay: values.dateOfBirthDay,
    dateOfBirthMonth: values.dateOfBirthMonth,
    dateOfBirthYear: values.dateOfBirthYear,
    gender: values.gender,
    newsletterPermissions: PERMISSION_NAMES.map((name) => ({ name, value: values.permissions[name] })),
  };
}

// A phone input: formatted to 0(5XX) XXX XX XX while typing or pasting, by the one shared rule.
import { formatPhoneInput } from 'shared-contracts/forms';
import { TextField, type TextFieldProps } from './TextField';

export const PHONE_PLACEHOLDER = '0(5XX) XXX XX XX';

export function PhoneField(props: Omit<TextFieldProps, 'type' | 'format' | 'formatInput'>) {
  return <TextField type="tel" placeholder={PHONE_PLACEHOLDER} autoComplete="tel" inputMode="tel" {...props} formatInput={formatPhoneInput} />;
}

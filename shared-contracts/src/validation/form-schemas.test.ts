import { addressSchema, cardPaymentFormSchema, changePasswordSchema, contactSchema, registrationSchema } from './form-schemas';
import { formatCardExpiry, formatCardNumber, formatPhone, normalizePhone, parseCardExpiry } from './field-rules';
import { toApiErrors, toFormikValidate } from './issues';
import { translate } from '../i18n/translate';
// Both languages at once, as the API has them (server.ts).
import '../i18n/all-ui-languages';

const validAddress = {
  title: 'Ev',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phoneNumber: '0(532) 123 45 67',
  cityId: 34,
  regionId: 1,
  neighborhoodId: 1,
  address1: 'Bağdat Caddesi No: 12 Daire 4',
};

describe('form schemas', () => {
  it('accepts Turkish letters in names and rejects digits and double spaces', () => {
    const s = contactSchema;
    expect(s.safeParse({ name: 'Çağrı Öztürk', email: 'a@b.com', subject: 's', message: 'm' }).success).toBe(true);
    const digits = s.safeParse({ name: 'Ali 2', email: 'a@b.com', subject: 's', message: 'm' });
    expect(digits.success).toBe(false);
    expect(toApiErrors(digits.error!, 'tr')[0]).toMatchObject({ code: 'ui.pattern.onlyAlphabet', field: 'name', message: 'Sadece harf ve boşluk içerebilir' });
    const spaces = s.safeParse({ name: 'Ali  Veli', email: 'a@b.com', subject: 's', message: 'm' });
    expect(toApiErrors(spaces.error!, 'tr')[0].code).toBe('ui.pattern.only_one_whitespace');
  });

  it('requires an e-mail with a 2-4 letter tld', () => {
    const r = contactSchema.safeParse({ name: 'Ali', email: 'a@b.toolong', subject: 's', message: 'm' });
    expect(toApiErrors(r.error!, 'tr')[0]).toMatchObject({ code: 'ui.pattern.email', message: 'Geçerli bir e-posta adresi giriniz' });
  });

  it('enforces address line 1 between 15 and 300 characters with the bound in the message', () => {
    const r = addressSchema().safeParse({ ...validAddress, address1: 'Kısa adres' });
    expect(toApiErrors(r.error!, 'tr')[0]).toMatchObject({ code: 'ui.pattern.minLength', message: 'En az 15 karakter olmalıdır.' });
    expect(addressSchema().safeParse(validAddress).success).toBe(true);
    expect(addressSchema({ zipPostalCodeRequired: true }).safeParse(validAddress).success).toBe(false);
  });

  it('requires the registration password mix and checks change-password confirmation', () => {
    expect(registrationSchema.safeParse({ email: 'a@b.com', password: 'abcdefgh' }).success).toBe(false);
    expect(registrationSchema.safeParse({ email: 'a@b.com', password: 'Abcdefg1' }).success).toBe(true);
    expect(registrationSchema.safeParse({ email: 'a@b.com', password: 'Abcdef-1' }).success).toBe(false);
    const r = changePasswordSchema.safeParse({ oldPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' });
    expect(toApiErrors(r.error!, 'en')[0]).toMatchObject({ code: 'ui.password.mismatch', field: 'confirmPassword' });
  });

  it('validates the card form', () => {
    const ok = { creditCardNumber: '4355 0843 5508 4358', creditCardHolderName: 'Ali Veli', expireDate: '12/30', creditCardCvv: '000', installmentCount: 1, agreement: true };
    expect(cardPaymentFormSchema.safeParse(ok).success).toBe(true);
    expect(cardPaymentFormSchema.safeParse({ ...ok, expireDate: '13/30' }).success).toBe(false);
    expect(cardPaymentFormSchema.safeParse({ ...ok, creditCardCvv: '12' }).success).toBe(false);
    const r = cardPaymentFormSchema.safeParse({ ...ok, agreement: false });
    expect(toApiErrors(r.error!, 'tr')[0].code).toBe('ui.checkout.agreement_not_accepted');
  });

  it('builds Formik errors with translated text', () => {
    const validate = toFormikValidate(contactSchema, (k, v) => translate('en', k, v));
    expect(validate({ name: '', email: 'x', subject: '', message: 'hi' })).toEqual({
      name: 'This field is required',
      email: 'Enter a valid e-mail address',
      subject: 'This field is required',
    });
  });
});

describe('input formatting', () => {
  it('formats phones while typing and normalises them', () => {
    expect(formatPhone('+90 532 123 45 67')).toBe('0(532) 123 45 67');
    expect(formatPhone('05321234567')).toBe('0(532) 123 45 67');
    expect(formatPhone('532')).toBe('0(532');
    expect(normalizePhone('0(532) 123 45 67')).toBe('5321234567');
  });
  it('groups card numbers and inserts the expiry slash', () => {
    expect(formatCardNumber('4355084355084358999')).toBe('4355 0843 5508 4358');
    expect(formatCardExpiry('1230')).toBe('12/30');
    expect(parseCardExpiry('07/2031')).toEqual({ month: '07', year: '2031' });
  });
});

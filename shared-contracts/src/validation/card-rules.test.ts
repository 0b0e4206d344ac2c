import { cvvLengthFor, expiryNotPast, isAmericanExpress, luhnValid, shopYearMonth } from './card-rules';
import { cardPaymentSchema } from './form-schemas';
import { toFormikValidate } from './issues';

describe('card rules', () => {
  it('checks the Luhn sum', () => {
    expect(luhnValid('4355084355084358')).toBe(true);
    expect(luhnValid('4355 0843 5508 4358')).toBe(true);
    expect(luhnValid('5406675406675403')).toBe(true);
    expect(luhnValid('4355084355084359')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4355x84355084358')).toBe(false);
  });

  it('keeps a card good through its expiry month in Istanbul', () => {
    // 31 Jan 2027 22:30 UTC is already 1 Feb 01:30 in Istanbul.
    const lateJanuaryUtc = new Date(Date.UTC(2027, 0, 31, 22, 30));
    expect(shopYearMonth(lateJanuaryUtc)).toEqual({ year: 2027, month: 2 });
    expect(expiryNotPast(1, 2027, lateJanuaryUtc)).toBe(false);
    expect(expiryNotPast(2, 27, lateJanuaryUtc)).toBe(true);
    expect(expiryNotPast(12, 2026, lateJanuaryUtc)).toBe(false);
    expect(expiryNotPast(1, 2028, lateJanuaryUtc)).toBe(true);
    expect(expiryNotPast(13, 2030, lateJanuaryUtc)).toBe(false);
  });

  it('asks for four CVV digits on American Express only', () => {
    expect(cvvLengthFor(null, '4355 0843 5508 4358')).toBe(3);
    expect(cvvLengthFor('Bonus', '4355 0843 5508 4358')).toBe(3);
    expect(cvvLengthFor(null, '3750 0000 0000 0000')).toBe(4);
    expect(cvvLengthFor('American Express', '4355')).toBe(4);
    expect(isAmericanExpress('AMEX', null)).toBe(true);
  });

  it('reports the card form errors as translation keys', () => {
    const t = (key: string, values?: Record<string, string | number>) => (values && key !== 'ui.field.required' ? `${key} ${JSON.stringify(values)}` : key);
    const validate = toFormikValidate(cardPaymentSchema(), t);
    const ok = { creditCardNumber: '4355 0843 5508 4358', creditCardHolderName: 'Ali Veli', expireDate: '12/99', creditCardCvv: '123', installmentCount: 1, agreement: true };
    expect(validate(ok)).toEqual({});
    expect(validate({ ...ok, creditCardNumber: '', creditCardHolderName: '', expireDate: '', creditCardCvv: '', agreement: false })).toEqual({
      creditCardNumber: 'ui.field.required',
      creditCardHolderName: 'ui.field.required',
      expireDate: 'ui.field.required',
      creditCardCvv: 'ui.field.required',
      agreement: 'ui.checkout.agreement_not_accepted',
    });
    expect(validate({ ...ok, creditCardNumber: '4355 0843 5508 4359' })).toEqual({ creditCardNumber: 'ui.pattern.card_number' });
    expect(validate({ ...ok, expireDate: '01/20' })).toEqual({ expireDate: 'ui.pattern.card_expired' });
    expect(validate({ ...ok, creditCardCvv: '1234' })).toEqual({ creditCardCvv: 'ui.pattern.card_cvv_length {"length":3}' });
    const amex = toFormikValidate(cardPaymentSchema({ cardFamily: 'American Express' }), t);
    expect(amex({ ...ok, creditCardCvv: '123' })).toEqual({ creditCardCvv: 'ui.pattern.card_cvv_length {"length":4}' });
    expect(amex({ ...ok, creditCardCvv: '1234' })).toEqual({});
  });
});

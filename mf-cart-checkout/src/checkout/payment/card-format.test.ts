import { cardBin, formatCardNumber, formatCvv, formatExpiry } from './card-format';

describe('formatCardNumber', () => {
  it('groups digits in fours', () => {
    expect(formatCardNumber('4543600299100712')).toBe('4543 6002 9910 0712');
  });
  it('drops non-digits and stops at 19 characters', () => {
    const formatted = formatCardNumber('4543-6002 9910 0712 9999 abc');
    expect(formatted).toBe('4543 6002 9910 0712');
    expect(formatted).toHaveLength(19);
  });
  it('leaves no trailing space on a partial group', () => {
    expect(formatCardNumber('45436')).toBe('4543 6');
    expect(formatCardNumber('4543')).toBe('4543');
  });
});

describe('cardBin', () => {
  it('is null below six digits', () => {
    expect(cardBin('4543 6')).toBeNull();
  });
  it('takes the first six digits', () => {
    expect(cardBin('4543 6002 99')).toBe('454360');
  });
});

describe('formatExpiry', () => {
  it('inserts the slash after two digits while typing', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('1228', '')).toBe('12/28');
  });
  it('lets the user delete back past the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
  });
  it('keeps at most five characters', () => {
    expect(formatExpiry('12/2029', '12/20')).toBe('12/20');
  });
});

describe('formatCvv', () => {
  it('keeps up to four digits', () => {
    expect(formatCvv('12a345')).toBe('1234');
  });
});

import { formatPhone, formatPhoneInput, normalizePhone, phoneRule } from './field-rules';

const FULL = '0(532) 111 22 33';

/** What a field does key by key: the formatted value so far plus the next character, formatted again. */
function typeKeyByKey(text: string): string[] {
  const shown: string[] = [];
  let value = '';
  for (const key of text) {
    value = formatPhone(value + key);
    shown.push(value);
  }
  return shown;
}

/** The same through formatPhoneInput with the caret at the end, as the input reports it. */
function typeWithCaret(text: string): { value: string; caret: number } {
  let state = { value: '', caret: 0 };
  for (const key of text) {
    const raw = state.value.slice(0, state.caret) + key + state.value.slice(state.caret);
    state = formatPhoneInput(raw, state.caret + 1);
  }
  return state;
}

const FORMS = [
  '+90 532 111 22 33',
  '+905321112233',
  '+90 (532) 111-22-33',
  '+90-532-111-22-33',
  '0090 532 111 22 33',
  '905321112233',
  '90 532 111 22 33',
  '05321112233',
  '0532 111 22 33',
  '0 (532) 111 22 33',
  '0(532) 111 22 33',
  '5321112233',
  '532 111 22 33',
  '532-111-22-33',
  '(532) 111 22 33',
];

describe('formatPhone', () => {
  test.each(FORMS)('typed key by key: %s', (form) => {
    const shown = typeKeyByKey(form);
    expect(shown[shown.length - 1]).toBe(FULL);
    // Never a reinterpretation of the country code as national digits on the way.
    for (const step of shown) expect(step).not.toMatch(/^0\(9/);
  });

  test.each(FORMS)('pasted at once: %s', (form) => {
    expect(formatPhone(form)).toBe(FULL);
  });

  test.each(FORMS)('typed with the caret at the end stays at the end: %s', (form) => {
    expect(typeWithCaret(form)).toEqual({ value: FULL, caret: FULL.length });
  });

  test('the steps of +90 532 111 22 33 as the shopper sees them', () => {
    expect(typeKeyByKey('+90 532 111 22 33')).toEqual([
      '+',
      '+9',
      '+90',
      '+90',
      '0(5',
      '0(53',
      '0(532',
      '0(532',
      '0(532) 1',
      '0(532) 11',
      '0(532) 111',
      '0(532) 111',
      '0(532) 111 2',
      '0(532) 111 22',
      '0(532) 111 22',
      '0(532) 111 22 3',
      FULL,
    ]);
  });

  test('idempotent over its own output, partial or full', () => {
    for (const form of FORMS) {
      for (const step of typeKeyByKey(form)) expect(formatPhone(step)).toBe(step);
    }
  });

  test('extra digits after a full number are ignored', () => {
    expect(formatPhone(`${FULL}4`)).toBe(FULL);
    expect(typeKeyByKey('0532111223344').pop()).toBe(FULL);
  });

  test('Backspace can remove the closing parenthesis and group spaces', () => {
    expect(formatPhone('0(532) ')).toBe('0(532');
    expect(formatPhone('0(532) 111 ')).toBe('0(532) 111');
    expect(formatPhone('0(')).toBe('0');
    expect(formatPhone('+9')).toBe('+9');
    expect(formatPhone('')).toBe('');
  });

  test('the result passes the phone rule and normalizes to the stored digits', () => {
    expect(phoneRule.safeParse(FULL).success).toBe(true);
    expect(normalizePhone(formatPhone('+90 532 111 22 33'))).toBe('5321112233');
  });
});

describe('formatPhoneInput', () => {
  test('a digit typed in the middle keeps the caret after it', () => {
    // 0(532) 11|1 22 3 + '9' -> digits shift right, caret after the new 9.
    const before = '0(532) 111 22 3';
    const raw = `${before.slice(0, 9)}9${before.slice(9)}`;
    const { value, caret } = formatPhoneInput(raw, 10);
    expect(value).toBe('0(532) 119 12 23');
    expect(value.slice(0, caret)).toBe('0(532) 119');
  });

  test('deleting in the middle keeps the caret in place', () => {
    // Backspace on the 3 of 0(532|): 0(52) 111 -> 0(521) 11...
    const raw = '0(52) 111 22 33';
    const { value, caret } = formatPhoneInput(raw, 4);
    expect(value).toBe('0(521) 112 23 3');
    expect(value.slice(0, caret)).toBe('0(52');
  });

  test('a pasted number puts the caret at the end', () => {
    expect(formatPhoneInput('+90 532 111 22 33')).toEqual({ value: FULL, caret: FULL.length });
  });
});

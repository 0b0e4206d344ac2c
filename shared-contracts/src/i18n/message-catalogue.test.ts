import { parse } from '@formatjs/icu-messageformat-parser';
import { fillPlaceholders } from './message-catalogue';
import { uiMessagesTr } from './ui-messages.tr';
import { uiMessagesEn } from './ui-messages.en';

// Production builds hand translate() the compiled ASTs (build-config's compile-messages-loader).
it('fills {name} placeholders of a compiled message as of its string', () => {
  const text = 'En az {min} karakter, en fazla {max}: {min}';
  expect(fillPlaceholders(parse(text), { min: 2, max: 8 })).toBe(fillPlaceholders(text, { min: 2, max: 8 }));
  expect(fillPlaceholders(parse(text), { min: 2 })).toBe('En az 2 karakter, en fazla {max}: 2');
  expect(fillPlaceholders(parse('Sadece metin'))).toBe('Sadece metin');
});

it('keeps the shared ui.* messages to what translate() formats without react-intl', () => {
  for (const [id, text] of Object.entries({ ...uiMessagesTr, ...uiMessagesEn })) {
    expect([id, fillPlaceholders(parse(text), { min: 1, max: 2, length: 3 })]).toEqual([id, fillPlaceholders(text, { min: 1, max: 2, length: 3 })]);
  }
});

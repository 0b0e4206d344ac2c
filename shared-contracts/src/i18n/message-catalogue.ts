// What a message catalogue (tr.ts, en.ts, ui-messages.tr.ts ...) is at runtime. In source it
// maps ids to ICU strings; the webpack builds compile it to react-intl's AST (build-config's
// compile-messages-loader), so the browser carries no ICU parser. Jest keeps the strings.
import type { MessageFormatElement } from 'react-intl';

export type CompiledMessage = string | MessageFormatElement[];
export type MessageCatalogue = Record<string, CompiledMessage>;

// TYPE.literal and TYPE.argument of @formatjs/icu-messageformat-parser (a const enum there).
const LITERAL = 0;
const ARGUMENT = 1;

/**
 * A message with only {name} placeholders as plain text, from its string or its AST: code that
 * has no react-intl (the API, toasts built outside React) formats the shared ui.* messages with it.
 */
export function fillPlaceholders(message: CompiledMessage, values: Record<string, string | number> = {}): string {
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
  return message
    .map((element) => {
      if (element.type === LITERAL) return element.value;
      if (element.type === ARGUMENT) return element.value in values ? String(values[element.value]) : `{${element.value}}`;
      throw new Error('fillPlaceholders formats {name} placeholders only; plural, select and formats need react-intl');
    })
    .join('');
}

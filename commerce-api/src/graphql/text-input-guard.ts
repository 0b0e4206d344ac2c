// Refuses GraphQL requests whose text input holds a NUL character (U+0000), in a variable or as
// a \u0000 escape in the query text. PostgreSQL cannot store or even compare NUL in text or
// jsonb, so such input would otherwise surface deep in some query as an unexpected error; no
// form of the shop can produce it. The answer is a 400 with the ui.pattern.invalid code.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { translate } from 'shared-contracts/server';
import { requestCulture } from '../http/request-culture.js';

export const INVALID_TEXT_CODE = 'ui.pattern.invalid';

/** A \u0000 or \u{0} escape, as the GraphQL lexer would turn into NUL. */
const NUL_ESCAPE = /\\u(?:0000|\{0+\})/i;

/** Whether a JSON-like value holds a NUL anywhere (keys included). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return false; // the query limits refuse anything this deep anyway
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
  }
  return false;
}

export function textInputGuardPlugin(): Plugin {
  return {
    onParams({ request, params, setResult }) {
      const query = typeof params.query === 'string' ? params.query : '';
      if (!containsNul(params.variables) && !query.includes('\u0000') && !NUL_ESCAPE.test(query)) return;
      const { language } = requestCulture(request.headers);
      setResult({
        errors: [new GraphQLError(translate(language, INVALID_TEXT_CODE), { extensions: { code: INVALID_TEXT_CODE, http: { status: 400 } } })],
      });
    },
  };
}

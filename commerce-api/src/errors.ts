// Stable error codes. Each code is a translation key of the front end (shared-contracts
// i18n), and the API also sends the message already translated for the request's language.
import { GraphQLError } from 'graphql';
import { translate, type Language } from 'shared-contracts/server';
import type { CaptchaChallenge } from './context.js';

export interface ApiErrorShape {
  code: string;
  message: string;
  field: string | null;
}

export function apiError(code: string, language: Language, field: string | null = null, values?: Record<string, string | number>): ApiErrorShape {
  return { code, message: translate(language, code, values), field };
}

/** Thrown for conditions the client must handle as a GraphQL error (not a 500). */
export class UserInputError extends GraphQLError {
  constructor(code: string, language: Language, values?: Record<string, string | number>) {
    super(translate(language, code, values), { extensions: { code, http: { status: 200 } } });
  }
}

/** No valid bearer token where one is required. */
export class UnauthenticatedError extends GraphQLError {
  constructor(language: Language) {
    super(translate(language, 'ui.auth.login_required'), { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

/**
 * Rate limit exceeded without a valid captcha: HTTP 410 per spec section 8. The error carries the
 * operation family and a fresh challenge bound to it (extensions.captchaFamily,
 * extensions.captchaChallenge), which the client solves for its one retry.
 */
export class CaptchaRequiredError extends GraphQLError {
  constructor(language: Language, captcha?: { family: string; challenge: CaptchaChallenge }) {
    super(translate(language, 'ui.captcha.required'), {
      extensions: {
        code: 'CAPTCHA_REQUIRED',
        ...(captcha ? { captchaFamily: captcha.family, captchaChallenge: captcha.challenge } : {}),
        http: { status: 410 },
      },
    });
  }
}

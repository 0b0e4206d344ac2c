// Failures that reach the shell's link (spec section 8): every one is logged and reaches the
// caller. A transport failure (network, timeout, HTTP status, unreadable body) or a GraphQL
// error without a stable code is unexpected: the generic toast ui.notify.unexpected_error.
// A GraphQL error with a stable code (a ui.* translation key, UNAUTHENTICATED...) is the
// caller's to present in its own words, so no generic toast doubles it.
// Background requests (prefetch on hover) pass context { silentErrors: true }: logged only.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/** Codes the API raises on purpose; each has its own message on the caller's side. */
const HANDLED_CODES = new Set(['UNAUTHENTICATED', 'CAPTCHA_REQUIRED']);

function codesOf(error: unknown): (string | null)[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => {
    const code = e.extensions?.code;
    return typeof code === 'string' ? code : null;
  });
}

/** True for GraphQL errors that all carry a stable code the caller translates. */
export function isHandledApiError(error: unknown): boolean {
  const codes = codesOf(error);
  return codes.length > 0 && codes.every((c) => c !== null && (c.startsWith('ui.') || HANDLED_CODES.has(c)));
}

export interface ErrorLinkHandlers {
  onUnexpectedError: (error: unknown) => void;
  /** The API did not accept the bearer token for this call. */
  onUnauthenticated?: () => void;
}

export function createUnexpectedErrorLink({ onUnexpectedError, onUnauthenticated }: ErrorLinkHandlers): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const name = operation.operationName ?? 'GraphQL request';
    if (codesOf(error).includes('UNAUTHENTICATED')) onUnauthenticated?.();
    if (isHandledApiError(error)) {
      console.warn(`[shell] ${name} answered`, codesOf(error).join(', '));
      return;
    }
    console.error(`[shell] ${name} failed`, error);
    if (!(operation.getContext() as { silentErrors?: boolean }).silentErrors) onUnexpectedError(error);
  });
}

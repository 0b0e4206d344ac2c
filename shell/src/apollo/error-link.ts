// Any failure not handled by the fetch rules above: log it, show the generic toast
// (ui.notify.unexpected_error) and let the error reach the caller (spec section 8).
// Background requests (prefetch on hover) pass context { silentErrors: true }: logged only.
import { ErrorLink } from '@apollo/client/link/error';

export function createUnexpectedErrorLink(onUnexpectedError: (error: unknown) => void): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    console.error(`[shell] ${operation.operationName ?? 'GraphQL request'} failed`, error);
    if (!(operation.getContext() as { silentErrors?: boolean }).silentErrors) onUnexpectedError(error);
  });
}

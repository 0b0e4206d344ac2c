// Section 8, cart update: status false with a message shows that message; an errors list shows
// its first message; anything else falls back to the generic 'Sepet güncellenemedi' text.
export interface CartMutationOutcome {
  status: boolean;
  message: readonly string[];
  errors: readonly { message: string }[];
}

/** The text to show for a failed cart call, or null when the call succeeded. */
export function cartFailureMessage(result: CartMutationOutcome, fallback: string): string | null {
  if (result.status && result.errors.length === 0) return null;
  const message = result.message.find((m) => m.trim() !== '');
  if (!result.status && message) return message;
  return result.errors[0]?.message || fallback;
}

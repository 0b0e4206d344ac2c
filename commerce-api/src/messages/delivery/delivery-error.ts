// How a delivery try ended badly: a transient error (the server is away, a rate limit) is tried
// again later with backoff; a permanent one (a malformed address, a text the provider refuses)
// never will succeed and ends the message as dead at once.
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = permanent ? 'PermanentDeliveryError' : 'TransientDeliveryError';
  }
}

export const transient = (message: string) => new DeliveryError(message, false);
export const permanent = (message: string) => new DeliveryError(message, true);

/** An unknown error (a socket reset, a timeout) is transient: trying again is what helps. */
export function isPermanent(error: unknown): boolean {
  return error instanceof DeliveryError && error.permanent;
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

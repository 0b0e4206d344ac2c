// Remote loads wait until the composition is registered; the header and footer do not, so the
// first paint does not wait for composition.json.
let ready: Promise<void> = Promise.resolve();

export function setCompositionReady(promise: Promise<void>): void {
  ready = promise;
}

export function whenCompositionReady(): Promise<void> {
  return ready;
}

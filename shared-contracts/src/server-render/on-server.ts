// "Am I on the server?", asked one way everywhere (a server render has no window). Stateless, so
// any entry of shared-contracts may carry it; whether the page came server-rendered is
// rendering-place.ts's question.
export function onServer(): boolean {
  return typeof window === 'undefined';
}

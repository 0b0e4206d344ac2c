// The shell's half of early input (early-input-capture.ts): once the page is React's, what the
// visitor did before is done again, in order, on the same elements. A field gets its value back
// through the element's native setter and an input and a change event (React compares with the
// value it last knew and calls onChange: a size chosen before hydration, which hydration had put
// back to "Seçiniz", is the state's choice again); a click is element.click(); a held submit is
// requestSubmit(). An element that is gone is skipped.
import { EARLY_INPUT_GLOBAL, type EarlyInputEntry, type EarlyInputQueue } from './early-input-capture';

export interface ReplayOptions {
  win?: Window;
  /** Resolves when the route's area has been taken over (html[data-route-shown]). */
  ready?: Promise<void>;
  /** Whether React has taken this element over yet (its part of the page may hydrate later). */
  isHydrated?: (element: Element) => boolean;
  /** How long one element may take to be hydrated before its input is replayed anyway. */
  hydrationWaitMs?: number;
}

/** React marks the nodes it has taken over with its fiber (a key '__reactFiber$<random>'). */
export const hasReactFiber = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Resolves once <html> carries data-route-shown (page-settled.ts sets it), or after `ceilingMs`. */
export function whenRouteShown(doc: Document = document, ceilingMs = 10_000): Promise<void> {
  const html = doc.documentElement;
  if (html.dataset.routeShown) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => html.dataset.routeShown && done());
    observer.observe(html, { attributes: true, attributeFilter: ['data-route-shown'] });
    const timer = setTimeout(done, ceilingMs);
  });
}

/** A new task: React commits what one replayed input changed before the next one is replayed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The held element, or the one in its place: by id, by name, by its index path from #root. */
export function findAgain(held: EarlyInputEntry, doc: Document): Element | null {
  if (held.element.isConnected) return held.element;
  if (held.id) return doc.getElementById(held.id);
  if (held.name) {
    const named = [...doc.getElementsByName(held.name)].filter((el) => el.tagName === held.tag);
    if (named.length === 1) return named[0];
  }
  let node: Element | null = doc.getElementById('root');
  for (const index of held.path) node = node?.children[index] ?? null;
  return node && node.tagName === held.tag ? node : null;
}

/** Sets a field's value as the browser would, past React's own record of it, and tells React. */
function applyValue(field: Element, held: EarlyInputEntry, win: Window): void {
  const input = field as HTMLInputElement;
  const checkable = field.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio');
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, checkable ? 'checked' : 'value')?.set;
  if (!setter) return;
  const value = checkable ? Boolean(held.checked) : (held.value ?? '');
  // React records a field's value through the element's own property (hydration recorded the
  // value the visitor had typed already, so the same value again would be no change to it): first
  // another value through that record, then the visitor's past it, as typing would.
  (field as unknown as Record<string, unknown>)[checkable ? 'checked' : 'value'] = checkable ? !value : `${String(value)} `;
  setter.call(field, value);
  // Events of the field's own window (a test's document may not be the global one's).
  const EventOf = (win as unknown as { Event: typeof Event }).Event;
  field.dispatchEvent(new EventOf('input', { bubbles: true }));
  field.dispatchEvent(new EventOf('change', { bubbles: true }));
}

/**
 * A text field's held value is stale once the visitor has typed on since (the queue is released
 * before its replay, and typing then goes to React directly), or once another field stands in its
 * place with text of its own (the instant search took over the plain search field): only a value
 * still the held one, or put back to empty by hydration, is replayed. A choice (select, checkbox,
 * radio) is replayed whatever hydration put back.
 */
function isStale(field: Element, held: EarlyInputEntry): boolean {
  const input = field as HTMLInputElement;
  const isText = field.tagName === 'TEXTAREA' || (field.tagName === 'INPUT' && !/^(checkbox|radio)$/.test(input.type));
  if (!isText) return false;
  return input.value !== '' && input.value !== (held.value ?? '');
}

async function waitHydrated(element: Element, isHydrated: (element: Element) => boolean, waitMs: number): Promise<void> {
  const until = Date.now() + waitMs;
  while (!isHydrated(element) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 16));
}

/** Replays the held input once the route's area is React's; resolves with how many were replayed. */
export async function replayEarlyInput({ win = window, ready = whenRouteShown(win.document), isHydrated = hasReactFiber, hydrationWaitMs = 3000 }: ReplayOptions = {}): Promise<number> {
  const queue = (win as unknown as Record<string, EarlyInputQueue | undefined>)[EARLY_INPUT_GLOBAL];
  if (!queue) return 0;
  await ready;
  const held = queue.release();
  let replayed = 0;
  for (const entry of held) {
    const element = findAgain(entry, win.document);
    if (!element) continue;
    await waitHydrated(element, isHydrated, hydrationWaitMs);
    if (entry.kind === 'value') {
      if (isStale(element, entry)) continue;
      applyValue(element, entry, win);
    }
    else if (entry.kind === 'submit') (element as HTMLFormElement).requestSubmit?.();
    else (element as HTMLElement).click();
    replayed += 1;
    await nextTask();
  }
  return replayed;
}

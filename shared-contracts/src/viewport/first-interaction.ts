// The visitor's first sign of life on the page: a pointer moving or pressing, a touch, a key or a
// wheel (not a scroll or a focus as such: a page can cause those itself while it loads). What the first screen does not need to show itself (a carousel's swiping, the
// header's instant search, a form's rules) loads then, not with the page: the first load stays
// what a phone must download and run before it can paint and answer, and the part is ready by
// the time the pointer that moved reaches it.
import { useEffect, useState } from 'react';
import { onServer } from '../server-render/on-server';

const EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let happened = false;
let waiting: Promise<void> | null = null;

/** Resolves at the first interaction (at once if there was one already; never on a server). */
export function firstInteraction(): Promise<void> {
  if (happened) return Promise.resolve();
  if (onServer()) return new Promise(() => {});
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      happened = true;
      for (const type of EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return waiting;
}

/** True from the visitor's first interaction on (false on the server and during hydration). */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    let live = true;
    void firstInteraction().then(() => live && setInteracted(true));
    return () => {
      live = false;
    };
  }, []);
  return interacted;
}

/** For tests: forget that an interaction happened. */
export function resetFirstInteractionForTests(): void {
  happened = false;
  waiting = null;
}

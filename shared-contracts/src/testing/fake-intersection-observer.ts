// A stand-in IntersectionObserver for component tests (jsdom has none): records each observer's
// callback and options so a test can say when an element comes near the screen.
export interface FakeObserver {
  callback: IntersectionObserverCallback;
  margin?: string;
}

export function installFakeIntersectionObserver(): { observers: FakeObserver[]; uninstall: () => void } {
  const observers: FakeObserver[] = [];
  const original = global.IntersectionObserver;
  global.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin });
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return { observers, uninstall: () => (global.IntersectionObserver = original) };
}

// jsdom has no IntersectionObserver: a stand-in whose observed nodes a test can bring into view.
export function mockIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; nodes: Set<Element>; self: IntersectionObserver }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; nodes: Set<Element>; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, nodes: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(node: Element) {
      this.entry.nodes.add(node);
    }
    unobserve(node: Element) {
      this.entry.nodes.delete(node);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  const previous = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    /** Reports every observed node as intersecting. */
    intersectAll() {
      for (const { callback, nodes, self } of [...observers]) {
        callback([...nodes].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), self);
      }
    },
    observedCount: () => [...observers].reduce((n, o) => n + o.nodes.size, 0),
    restore() {
      globalThis.IntersectionObserver = previous;
    },
  };
}

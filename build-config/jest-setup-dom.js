require('@testing-library/jest-dom');
// jsdom lacks these browser APIs that layout code and swiper read.
if (typeof window !== 'undefined') {
  window.matchMedia = window.matchMedia || ((query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
  window.scrollTo = window.scrollTo || (() => {});
  global.IntersectionObserver = global.IntersectionObserver || class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };
  global.ResizeObserver = global.ResizeObserver || class { observe() {} unobserve() {} disconnect() {} };
}
// Tests that run without a DOM (@jest-environment node) render as the server does: build
// constants such as __SERVER__ follow (shared-contracts' data hooks pick Apollo's own there).
if (typeof window === 'undefined') globalThis.__SERVER__ = true;
// findBy*/waitFor wait up to 5 s instead of 1 s: CI runs these suites beside builds and browsers
// on two cores, where a render that takes 1.2 s is slow, not wrong.
if (typeof window !== 'undefined') require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

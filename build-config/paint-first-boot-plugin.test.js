const test = require('node:test');
const assert = require('node:assert');
const vm = require('node:vm');
const { bootLoader } = require('./paint-first-boot-plugin');

function run(visibilityState, readyState = 'interactive') {
  const appended = [];
  const ready = [];
  const frames = [];
  const timers = [];
  const context = {
    document: { visibilityState, readyState, addEventListener: (type, fn) => type === 'DOMContentLoaded' && ready.push(fn), createElement: () => ({}), head: { appendChild: (e) => appended.push(e) } },
    requestAnimationFrame: (fn) => frames.push(fn),
    setTimeout: (fn) => timers.push(fn),
  };
  vm.runInNewContext(bootLoader(['/main.0123abcd.js']), context);
  return { appended, frames, timers, ready };
}

test('the script is added after the first frame, once, in order', () => {
  const { appended, frames, timers } = run('visible');
  assert.strictEqual(appended.length, 0);
  frames.forEach((f) => f());
  assert.strictEqual(appended.length, 0);
  timers.forEach((f) => f());
  assert.deepStrictEqual(appended.map((e) => [e.src, e.async]), [['/main.0123abcd.js', false]]);
});

test('not before the document is parsed (the server state comes after the loader)', () => {
  const { appended, frames, timers, ready } = run('visible', 'loading');
  assert.strictEqual(frames.length, 0);
  ready.forEach((f) => f());
  frames.forEach((f) => f());
  timers.forEach((f) => f());
  assert.deepStrictEqual(appended.map((e) => e.src), ['/main.0123abcd.js']);
});

test('a hidden tab paints no frame: the script starts at once', () => {
  const { appended } = run('hidden');
  assert.deepStrictEqual(appended.map((e) => e.src), ['/main.0123abcd.js']);
});

test('no URL can end the inline script', () => {
  assert.ok(!bootLoader(['/x</script><script>alert(1)//.js']).includes('</script>'));
});

// What the interaction benchmark puts into every page before the page's own scripts run (an
// init script, so before the server's HTML is even parsed): the web-vitals library's INP with
// reportAllChanges, the Event Timing entries of each interaction, and window.__benchProbe, which
// times one armed input at a time: from its dispatch (performance.now() in a capture listener on
// window, the first listener to run) to the first DOM state that shows the answer (checked on
// every DOM mutation and every animation frame).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** web-vitals' browser build (a dependency of the shell), which defines window.webVitals. */
function webVitalsSource() {
  const entry = createRequire(join(root, 'shell', 'package.json')).resolve('web-vitals');
  return readFileSync(join(dirname(entry), 'web-vitals.iife.js'), 'utf8');
}

/** Runs in the page: the probe. Self-contained (serialized with Function.prototype.toString). */
function installProbe(webVitals) {
  if (window.__benchProbe) return;
  const state = { inp: null, events: [], armed: null };
  webVitals?.onINP((metric) => (state.inp = metric.value), { reportAllChanges: true, durationThreshold: 16 });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) state.events.push({ start: e.startTime, duration: e.duration, name: e.name });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  const visible = (el) => Boolean(el) && el.isConnected && (typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : el.getClientRects().length > 0);
  const helpers = { visible };
  const evaluate = (m) => {
    try {
      return m.answer(helpers) || null;
    } catch {
      return null;
    }
  };
  const check = () => {
    const m = state.armed;
    if (!m || m.t1 !== null || m.t0 === null) return;
    const answer = evaluate(m);
    // What already showed when armed (a listing still busy from its load) is no answer until it
    // has gone once: only a change counts.
    if (!answer) m.before = null;
    if (answer && answer !== m.before) {
      m.t1 = performance.now();
      m.outcome = typeof answer === 'string' ? answer : 'answered';
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const onInput = (event) => {
    const m = state.armed;
    if (!m || m.t0 !== null || !m.types.includes(event.type)) return;
    m.t0 = performance.now();
    m.stamp = event.timeStamp;
    // A click on a disabled control dispatches no click: it can never be answered.
    const control = event.target instanceof Element ? event.target.closest('button, select, input, textarea') : null;
    m.disabled = Boolean(control?.disabled);
    m.target = control ? `${control.tagName.toLowerCase()}${control.getAttribute('aria-label') ? ` "${control.getAttribute('aria-label')}"` : ''}` : String(event.target?.nodeName ?? '');
    check();
  };
  for (const type of ['pointerdown', 'mousedown', 'keydown', 'click', 'input', 'change']) window.addEventListener(type, onInput, true);
  window.__benchProbe = {
    /**
     * Times the next input of one of these types until answer(helpers) is truthy (a string names
     * the outcome). The benchmark calls it through the DevTools protocol (armProbe), which the
     * page's Content-Security-Policy does not govern: no eval in the page.
     */
    arm(types, answer) {
      state.armed = { types, answer, t0: null, t1: null, stamp: null, disabled: null, target: null, outcome: null, before: null };
      state.armed.before = evaluate(state.armed);
    },
    result() {
      const m = state.armed;
      if (!m) return null;
      const own = m.stamp === null ? [] : state.events.filter((e) => e.start >= m.stamp - 1 && e.start <= (m.t1 ?? performance.now()));
      return {
        dispatched: m.t0 !== null,
        responseMs: m.t0 !== null && m.t1 !== null ? m.t1 - m.t0 : null,
        disabled: m.disabled,
        target: m.target,
        outcome: m.outcome,
        ownMs: own.length ? Math.max(...own.map((e) => e.duration)) : null,
        inpMs: state.inp,
      };
    },
  };
}

/**
 * Arms the probe for the next input of these types; answer is the source of a function
 * (helpers) => truthy | outcome string, run in the page on every mutation and frame.
 */
export function armProbe(page, types, answer) {
  return page.evaluate(`window.__benchProbe.arm(${JSON.stringify(types)}, ${answer})`);
}

/** The armed input's figures: { dispatched, responseMs, disabled, target, outcome, ownMs, inpMs }. */
export function probeResult(page) {
  return page.evaluate(() => window.__benchProbe?.result() ?? null);
}

/** The init script's source: web-vitals, then the probe. */
export function probeScript() {
  // The library's `var webVitals` is handed over explicitly: an init script may run wrapped in a function.
  return `${webVitalsSource()}\n;(${installProbe.toString()})(typeof webVitals === 'undefined' ? undefined : webVitals);`;
}

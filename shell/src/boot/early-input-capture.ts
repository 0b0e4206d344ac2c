// Input made before the page is React's. A server-rendered page shows its buttons and fields long
// before the shell's script has hydrated them (seconds on a slow phone); a press or a size chosen
// then would do nothing, or be undone when hydration puts the state's value back. This function is
// inlined into index.html (its source, through the template parameter `earlyInputScript`, see
// early-input-script.ts) and runs in the head, before the app's HTML: it holds clicks, field
// values and form submits made inside #root until the shell replays them after hydration
// (early-input-replay.ts). Links are left alone: they navigate natively.
//
// installEarlyInputCapture must stay self-contained (no imports, nothing from the module scope): only its source text
// goes into the page. Plain DOM code, no optional chaining beyond ES2020.

/** Where the queue waits for the shell (window.__STOREFRONT_EARLY_INPUT__). */
export const EARLY_INPUT_GLOBAL = '__STOREFRONT_EARLY_INPUT__';

/** Input is held this long at most when no shell takes it (its script did not load or failed). */
export const EARLY_INPUT_CEILING_MS = 30_000;

/** One held input: a click on an element, a field's value, or a form's submit. */
export interface EarlyInputEntry {
  kind: 'click' | 'value' | 'submit';
  /** The element itself (hydration keeps the server's nodes: usually it is still there). */
  element: Element;
  /** To find it again when hydration replaced it: its id, its name, its index path from #root. */
  id: string | null;
  name: string | null;
  tag: string;
  path: number[];
  /** kind 'value': the field's value, and checked for a checkbox or radio. */
  value?: string;
  checked?: boolean;
}

/** What the inline script leaves on window for the shell. */
export interface EarlyInputQueue {
  /** Stops holding input (React handles it from now on) and hands over what was held, in order. */
  release(): EarlyInputEntry[];
}

/**
 * Installs the capture on `win` and leaves the queue at `win[globalName]`. After `ceilingMs` with
 * no shell to take it (its script failed), input is no longer held and what was held is dropped.
 */
export function installEarlyInputCapture(win: Window, globalName: string, ceilingMs: number): void {
  const doc = win.document;
  const entries: EarlyInputEntry[] = [];
  let released = false;
  const TYPES = ['click', 'input', 'change', 'submit'];

  const isField = (el: Element) => el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA';
  // A click on these only focuses them (or opens a list): their value arrives by input/change.
  const onlyFocuses = (el: Element) =>
    el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.tagName === 'OPTION' || (el.tagName === 'INPUT' && !/^(checkbox|radio|submit|button|reset|image)$/.test((el as HTMLInputElement).type));

  function pathOf(el: Element, root: Element): number[] {
    const path: number[] = [];
    for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
      path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
    }
    return path;
  }

  function entry(kind: EarlyInputEntry['kind'], element: Element, root: Element): EarlyInputEntry {
    return { kind, element, id: element.id || null, name: element.getAttribute('name'), tag: element.tagName, path: pathOf(element, root) };
  }

  function hold(event: Event): void {
    if (released) return;
    const root = doc.getElementById('root');
    const target = event.target;
    if (!root || !target || (target as Node).nodeType !== 1 || !root.contains(target as Node)) return;
    const el = target as Element;
    if (event.type === 'click') {
      if (el.closest('a[href]')) return;
      const focusable = el.closest('input,select,textarea,option');
      if (focusable && onlyFocuses(focusable)) return;
      const element = el.closest('button,[role="button"],label,input,summary') || el;
      // A submit button does not post the form natively, a checkbox does not toggle now: the
      // replayed click does both, once.
      event.preventDefault();
      event.stopImmediatePropagation();
      entries.push(entry('click', element, root));
    } else if (event.type === 'submit') {
      event.preventDefault();
      event.stopImmediatePropagation();
      entries.push(entry('submit', el, root));
    } else if (isField(el)) {
      event.stopImmediatePropagation();
      const field = el as HTMLInputElement;
      const held = entry('value', field, root);
      held.value = field.value;
      held.checked = field.checked;
      // A field typed into: its last value is what counts (in the place of the last keystroke).
      const last = entries[entries.length - 1];
      if (last && last.kind === 'value' && last.element === field) entries.pop();
      entries.push(held);
    }
  }

  function stop(): void {
    released = true;
    for (const type of TYPES) win.removeEventListener(type, hold, true);
  }

  for (const type of TYPES) win.addEventListener(type, hold, true);
  const ceiling = win.setTimeout(() => {
    stop();
    entries.length = 0;
  }, ceilingMs);
  const queue: EarlyInputQueue = {
    release() {
      win.clearTimeout(ceiling);
      stop();
      return entries.splice(0);
    },
  };
  (win as unknown as Record<string, unknown>)[globalName] = queue;
}

/**
 * The inline script's text (the build reads it through loadTsFile: see shell/webpack.config.js).
 * No "</script" can occur in it: the function is ours and the arguments are JSON of constants.
 */
export function earlyInputScript(): string {
  // Comment lines out, each line's indentation folded (every statement ends with a semicolon).
  const source = installEarlyInputCapture
    .toString()
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\n\s*/g, ' ');
  return `(${source})(window,${JSON.stringify(EARLY_INPUT_GLOBAL)},${EARLY_INPUT_CEILING_MS})`;
}

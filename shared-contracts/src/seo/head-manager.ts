// The browser's side of the page head: every mounted useDocumentHead is an entry; the head shown
// is the entries' heads merged in render order (a later non-null value wins, as on the server),
// written into document.head as the same tags the server writes (headTags), each marked
// data-head="<key>".
// - Elements the server made (data-head, not yet touched here) are taken over, not duplicated:
//   updated in place when the page says the same thing, and left as they are while the page has
//   not said it yet (its data may still be loading). Once any page leaves (client navigation),
//   they are the old page's and go like any other.
// - The title and the meta description come back when the last page leaves: what the document had
//   before (index.html's), or the generic ones when that was the server's page-specific value;
//   every other managed element is removed. So no canonical or JSON-LD of a page outlives it.
import type { Language } from '../constants/business';
import { DEFAULT_DOCUMENT_HEAD, fieldOfKey, headTags, mergeHead, shopTitle, type HeadTag, type ResolvedHead } from './document-head';
import { onServer } from '../server-render/on-server';

const ATTR = 'data-head';

interface Entry {
  order: number;
  head: ResolvedHead;
  language: Language;
}

/** What to put back when no page says anything: the generic value, a value, or no element. */
type Saved = { kind: 'default' } | { kind: 'value'; value: string } | { kind: 'none' };

const entries = new Map<object, Entry>();
const owned = new WeakSet<Element>();
let serverHeadAlive = true;
let baseline: { title: Saved; description: Saved } | null = null;
let lastLanguage: Language | null = null;

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

function descriptionElement(): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="description"][${ATTR}]`) ?? document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
}

function captureBaseline(): { title: Saved; description: Saved } {
  const titleElement = document.head.querySelector('title');
  const description = descriptionElement();
  return {
    title: titleElement?.hasAttribute(ATTR) ? { kind: 'default' } : { kind: 'value', value: document.title },
    description: !description ? { kind: 'none' } : description.hasAttribute(ATTR) ? { kind: 'default' } : { kind: 'value', value: description.content },
  };
}

function pageLanguage(): Language {
  if (lastLanguage) return lastLanguage;
  const path = window.location.pathname;
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'tr';
}

/** A server-made element this page has not said anything about yet. */
const serverMade = (element: Element | null) => !!element && serverHeadAlive && element.hasAttribute(ATTR) && !owned.has(element);

function setAttributes(element: Element, attrs: Record<string, string>, key: string) {
  for (const [name, value] of Object.entries({ ...attrs, [ATTR]: key })) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

function createElement(tag: HeadTag): Element {
  const element = document.createElement(tag.tag);
  setAttributes(element, tag.attrs, tag.key);
  if (tag.text !== undefined) element.textContent = tag.text;
  owned.add(element);
  return element;
}

function applyTitle(title: string | null | undefined, language: Language) {
  if (given(title)) {
    const full = shopTitle(title!);
    if (document.title !== full) document.title = full;
    return;
  }
  if (serverMade(document.head.querySelector('title'))) return;
  const saved = baseline?.title ?? { kind: 'default' };
  const value = saved.kind === 'value' ? saved.value : DEFAULT_DOCUMENT_HEAD[language].title;
  if (document.title !== value) document.title = value;
}

function applyDescription(description: string | null | undefined, language: Language) {
  let element = descriptionElement();
  if (given(description)) {
    if (!element) {
      element = document.createElement('meta');
      element.name = 'description';
      element.setAttribute(ATTR, 'description');
      document.head.appendChild(element);
    }
    owned.add(element);
    if (element.content !== description) element.content = description!;
    return;
  }
  if (serverMade(element)) return;
  const saved = baseline?.description ?? { kind: 'default' };
  if (saved.kind === 'none') {
    element?.remove();
    return;
  }
  const value = saved.kind === 'value' ? saved.value : DEFAULT_DOCUMENT_HEAD[language].description;
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    element.setAttribute(ATTR, 'description');
    document.head.appendChild(element);
  }
  if (element.content !== value) element.content = value;
}

/** Makes document.head say what the mounted pages say. */
function applyHead(): void {
  if (onServer()) return;
  const list = [...entries.values()].sort((a, b) => a.order - b.order);
  const language = list.length ? list[list.length - 1].language : pageLanguage();
  lastLanguage = language;
  const merged = list.reduce<ResolvedHead>((head, entry) => mergeHead(head, entry.head), {});
  const { origin, pathname } = window.location;
  const tags = list.length ? headTags(merged, { origin, language, pageUrl: `${origin}${pathname}` }, DEFAULT_DOCUMENT_HEAD[language]) : [];
  const wanted = new Map(tags.filter((tag) => tag.key !== 'title' && tag.key !== 'description').map((tag) => [tag.key, tag]));

  applyTitle(merged.title, language);
  applyDescription(merged.description, language);

  const done = new Set<string>();
  for (const element of Array.from(document.head.querySelectorAll(`[${ATTR}]`))) {
    const key = element.getAttribute(ATTR)!;
    if (key === 'title' || key === 'description') continue;
    const field = fieldOfKey(key);
    const saysIt = field ? given(merged[field]) : true;
    const tag = wanted.get(key);
    if (tag && !done.has(key) && element.tagName.toLowerCase() === tag.tag) {
      done.add(key);
      // The server's value stands until the page says this itself.
      if (!saysIt && serverMade(element)) continue;
      setAttributes(element, tag.attrs, key);
      if (tag.text !== undefined && element.textContent !== tag.text) element.textContent = tag.text;
      owned.add(element);
      continue;
    }
    if (done.has(key) || saysIt || !serverMade(element)) element.remove();
  }
  for (const tag of wanted.values()) {
    if (!done.has(tag.key)) document.head.appendChild(createElement(tag));
  }
}

export function registerHead(owner: object, order: number, language: Language): void {
  if (entries.size === 0) baseline = captureBaseline();
  entries.set(owner, { order, head: {}, language });
}

export function updateHead(owner: object, head: ResolvedHead, language: Language): void {
  const entry = entries.get(owner);
  if (!entry) return;
  entry.head = head;
  entry.language = language;
  applyHead();
}

export function unregisterHead(owner: object): void {
  if (!entries.delete(owner)) return;
  // A page has left: what the server made belonged to the first page.
  serverHeadAlive = false;
  applyHead();
  if (entries.size === 0) baseline = null;
}

/** Tests only: forget every entry and start as a freshly loaded page. */
export function resetHeadManagerForTests(): void {
  entries.clear();
  serverHeadAlive = true;
  baseline = null;
  lastLanguage = null;
}

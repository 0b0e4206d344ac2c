// The server's side of the page head. The server creates one collector per request and gives it
// through HeadCollectorContext; every useDocumentHead in the tree writes its page's head into it
// while rendering (effects do not run on the server). Apollo's data passes render the tree more
// than once: a later non-null value overwrites an earlier one. renderHeadHtml then writes the
// head tags, each marked data-head="<key>" so the browser takes them over after hydration.
import { createContext } from 'react';
import type { Language } from '../constants/business';
import { DEFAULT_DOCUMENT_HEAD, headTagHtml, headTags, mergeHead, resolveHead, type DocumentHead, type HeadDefaults } from './document-head';

export interface HeadCollector {
  /** What the page's useDocumentHead calls have said so far (read-only: write through the hook). */
  readonly head: Readonly<DocumentHead>;
}

interface WritableHeadCollector {
  head: DocumentHead;
}

export function createHeadCollector(): HeadCollector {
  return { head: {} };
}

/** The request's collector on the server; null in the browser. */
export const HeadCollectorContext = createContext<HeadCollector | null>(null);
HeadCollectorContext.displayName = 'HeadCollectorContext';

/** Writes the given (non-null, non-empty) fields of `head` over what the collector holds. */
export function collectHead(collector: HeadCollector, head: DocumentHead): void {
  const writable = collector as WritableHeadCollector;
  writable.head = mergeHead(writable.head, head);
}

/**
 * The head tags for the page, as an HTML string (everything escaped): title and meta description
 * (the page's, else `defaults`, else the shell's generic ones in the page language), robots when
 * given, canonical + tr / en / x-default alternates when the page gives a canonical path, Open Graph,
 * and one <script type="application/ld+json"> per JSON-LD object. The template's own <title> and
 * meta description are to be left out of the page (these replace them).
 */
export function renderHeadHtml(
  collector: HeadCollector,
  page: { origin: string; pathname: string /* with /en prefix if English */; language: Language },
  defaults: Partial<HeadDefaults> = {},
): string {
  const origin = page.origin.replace(/\/+$/, '');
  const head = resolveHead(collector.head, origin);
  const pageUrl = `${origin}${page.pathname.startsWith('/') ? '' : '/'}${page.pathname}`;
  const fallback = DEFAULT_DOCUMENT_HEAD[page.language];
  return headTags(head, { origin, language: page.language, pageUrl }, { title: defaults.title || fallback.title, description: defaults.description || fallback.description })
    .map(headTagHtml)
    .join('\n');
}

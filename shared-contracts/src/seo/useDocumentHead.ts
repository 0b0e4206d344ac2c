// The page head hook every team uses: title, description, robots, canonical path (hreflang
// alternates and og:url follow from it), Open Graph type and image, JSON-LD.
// - On the server (a HeadCollector in HeadCollectorContext) it writes into the collector while
//   rendering; renderHeadHtml turns that into the HTML head.
// - In the browser its effects keep document.head up to date while the page is shown, and take
//   back what the page set when it unmounts (see head-manager).
// It renders nothing, so server and browser render the same tree (no hydration mismatch).
import { useContext, useEffect, useRef, useState } from 'react';
import { IntlContext } from 'react-intl';
import type { Language } from '../constants/business';
import { stripLanguagePrefix } from '../routes/route-table';
import { resolveHead, type DocumentHead, type ResolvedHead } from './document-head';
import { collectHead, HeadCollectorContext } from './head-collector';
import { registerHead, unregisterHead, updateHead } from './head-manager';
import { onServer } from '../server-render/on-server';

/** Render order of the hook calls: a later call's non-null value wins, on the server and here. */
let renderOrder = 0;

export function useDocumentHead(head: DocumentHead): void {
  const collector = useContext(HeadCollectorContext);
  const intl = useContext(IntlContext);
  if (collector) collectHead(collector, head);

  const [order] = useState(() => ++renderOrder);
  const owner = useRef<object>({});
  const inBrowser = !collector && !onServer();
  const language: Language = intl ? (intl.locale.startsWith('en') ? 'en' : 'tr') : inBrowser ? stripLanguagePrefix(window.location.pathname).language : 'tr';
  // What the effect compares: the head as this page would write it now (JSON-LD built).
  const key = inBrowser ? JSON.stringify({ head: resolveHead(head, window.location.origin), language }) : '';

  useEffect(() => {
    if (!inBrowser) return undefined;
    const current = owner.current;
    registerHead(current, order, language);
    return () => unregisterHead(current);
    // Registered once per mount; the head itself follows in the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inBrowser]);

  useEffect(() => {
    if (!key) return;
    const { head: resolved, language: lang } = JSON.parse(key) as { head: ResolvedHead; language: Language };
    updateHead(owner.current, resolved, lang);
  }, [key]);
}

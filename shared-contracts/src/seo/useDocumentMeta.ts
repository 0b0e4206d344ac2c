// Page title, meta description and robots directive of a route module. Each value is set only
// when given, and the previous one comes back when the page unmounts (or the value changes), so
// the next route starts clean. Canonical links and JSON-LD are rendered by the route itself
// (React hoists <link> into <head>).
import { useEffect } from 'react';

export interface DocumentMeta {
  title?: string | null;
  description?: string | null;
  /** e.g. 'noindex, follow' */
  robots?: string | null;
}

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

function useMetaTag(name: string, content: string | null | undefined) {
  useEffect(() => {
    if (!content) return undefined;
    const tag = metaTag(name);
    const previous = tag.content;
    tag.content = content;
    return () => {
      tag.content = previous;
    };
  }, [name, content]);
}

export function useDocumentMeta({ title, description, robots }: DocumentMeta) {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useMetaTag('description', description);
  useMetaTag('robots', robots);
}

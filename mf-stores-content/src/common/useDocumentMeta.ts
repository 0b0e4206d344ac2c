// Page title and meta description of a route module; the previous values come back when the
// page unmounts so the next route starts clean.
import { useEffect } from 'react';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

export function useDocumentMeta(meta: { title?: string | null; description?: string | null; robots?: string | null }) {
  const { title, description, robots } = meta;
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    if (!description) return undefined;
    const tag = metaTag('description');
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
  useEffect(() => {
    if (!robots) return undefined;
    const tag = metaTag('robots');
    const previous = tag.content;
    tag.content = robots;
    return () => {
      tag.content = previous;
    };
  }, [robots]);
}

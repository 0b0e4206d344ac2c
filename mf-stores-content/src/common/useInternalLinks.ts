// Links inside CMS html are plain <a> elements; a click on a same-site one goes through the
// router (no full page load), with /en added in English when the link lacks it.
import type { MouseEvent } from 'react';
import { useIntlLanguage, useNavigate, localizePath, stripLanguagePrefix } from 'shared-contracts';

export function useInternalLinks() {
  const navigate = useNavigate();
  const language = useIntlLanguage();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    const [, path, rest] = /^([^?#]*)(.*)$/.exec(href) ?? ['', href, ''];
    navigate(localizePath(stripLanguagePrefix(path).path, language) + rest);
  };
}

// The whole HTML document of a server-rendered page, from the shell's built index.html: the
// page's language, its head (title, description, canonical, hreflang, Open Graph, JSON-LD), the
// stylesheets and script hints of the remotes rendered into it, the rendered app inside #root,
// and the state the browser's first render takes over. Every inline value goes through
// scriptJson, so no text from the API (a product name holding "</script>") can leave its script.
// The inline scripts written here and the template's own (its boot loader) carry scriptNonce:
// they run under the site's Content-Security-Policy, which allows inline scripts by nonce only.
import { type CompositionFile, scriptJson } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import type { StorefrontBrowserConfig } from '../config/browser-config';
import { SERVER_STATE_GLOBAL, type ServerRenderedState } from '../boot/server-rendered-state';
import type { RenderedRemote } from './server-remotes';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Stylesheets (render-blocking: the server's HTML is styled from the first paint) of the rendered
 * remotes, and script hints of the page's route module only: a widget rendered into the page (a
 * slider, a strip) hydrates once it is needed, so its scripts are no part of the first load.
 */
export function remoteAssetTags(remotes: RenderedRemote[], composition: CompositionFile, origin: string, routeModuleId: string | null = null): string {
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string, href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    tags.push(tag);
  };
  for (const remote of remotes) {
    const name = remote.id.split('/')[0];
    const manifestPath = composition.remotes[name]?.manifest;
    if (!manifestPath || !remote.manifest) continue;
    const scripts = routeModuleId === null || remote.id === routeModuleId;
    // Stylesheets by absolute address (the federation runtime then finds them and adds no second
    // copy when the module loads); hints by path, as the client-rendered page names them.
    const base = new URL('.', new URL(manifestPath, origin)).toString();
    const path = (href: string) => href.slice(new URL(origin).origin.length);
    if (scripts) add(`<link rel="preload" href="${escapeAttr(path(new URL(manifestPath, origin).toString()))}" as="fetch" crossorigin="anonymous" fetchpriority="low">`, manifestPath);
    const expose = (remote.manifest.exposes ?? []).find((e) => e.path === `./${remote.id.slice(name.length + 1)}`);
    for (const css of expose?.assets?.css?.sync ?? []) {
      const href = base + css;
      add(`<link rel="stylesheet" href="${escapeAttr(href)}">`, href);
    }
    if (!scripts) continue;
    const entry = remote.manifest.metaData?.remoteEntry;
    if (entry?.name) {
      const href = path(base + (entry.path ? `${entry.path}/` : '') + entry.name);
      add(`<link rel="preload" href="${escapeAttr(href)}" as="script" fetchpriority="low">`, href);
    }
    for (const js of expose?.assets?.js?.sync ?? []) {
      const href = path(base + js);
      add(`<link rel="preload" href="${escapeAttr(href)}" as="script" fetchpriority="low">`, href);
    }
  }
  return tags.join('');
}

export interface PageDocumentParts {
  template: string;
  language: Language;
  headHtml: string;
  assetTags: string;
  appHtml: string;
  config: StorefrontBrowserConfig;
  composition: CompositionFile;
  state: ServerRenderedState;
  /** The nonce attribute of the inline scripts (none when not given). */
  scriptNonce?: string;
}

export function pageDocument(p: PageDocumentParts): string {
  const script = p.scriptNonce ? `<script nonce="${escapeAttr(p.scriptNonce)}">` : '<script>';
  const inlineHead =
    `${script}window.__STOREFRONT_CONFIG__=${scriptJson(p.config)};window.__STOREFRONT_COMPOSITION__=${scriptJson(p.composition)}</script>` + p.assetTags;
  const inlineState = `${script}window.${SERVER_STATE_GLOBAL}=${scriptJson(p.state)}</script>`;
  return (
    p.template
      // The template's inline scripts (those without attributes), before anything else goes in.
      .replaceAll('<script>', script)
      .replace(/<html[^>]*>/, `<html lang="${p.language}">`)
      // The page's own title and description replace the generic ones of the template.
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace('</head>', () => `${p.headHtml}${inlineHead}</head>`)
      // The template's root holds the boot header (one nested element): the app replaces it.
      .replace(/<div id="?root"?>[\s\S]*?<\/div>\s*<\/div>/, () => `<div id="root">${p.appHtml}</div>`)
      .replace('</body>', () => `${inlineState}</body>`)
  );
}

// Settings the server injects into index.html at serve time (scripts/serve-site.mjs writes
// window.__STOREFRONT_CONFIG__), so switching them needs a restart, not a rebuild. Without it
// (development server, tests) the build-time defaults apply.
export interface StorefrontBrowserConfig {
  languageSelectorEnabled?: boolean;
  googleMapsApiKey?: string | null;
}

export function readBrowserConfig(win: Window = window): StorefrontBrowserConfig {
  const config = (win as Window & { __STOREFRONT_CONFIG__?: unknown }).__STOREFRONT_CONFIG__;
  return typeof config === 'object' && config !== null ? (config as StorefrontBrowserConfig) : {};
}

/** The tr/en selector (spec section 9: en optional by environment switch). */
export function isLanguageSelectionEnabled(config: StorefrontBrowserConfig = readBrowserConfig()): boolean {
  return typeof config.languageSelectorEnabled === 'boolean' ? config.languageSelectorEnabled : __LANGUAGE_SELECTION__;
}

// Settings the server injects into index.html at serve time (scripts/serve-site.mjs writes
// window.__STOREFRONT_CONFIG__), so switching them needs a restart, not a rebuild. Without it
// (development server, tests) the build-time defaults apply.
import { onServer } from 'shared-contracts/boot';

export interface StorefrontBrowserConfig {
  languageSelectorEnabled?: boolean;
  googleMapsApiKey?: string | null;
  /** The share of page loads that send telemetry, 0..1 (default 1): decided once per page load. */
  telemetrySampleRate?: number;
}

/** On the server there is no window: the renderer sets the settings it writes into the page. */
let serverConfig: StorefrontBrowserConfig = {};

export function setServerBrowserConfig(config: StorefrontBrowserConfig): void {
  serverConfig = config;
}

export function readBrowserConfig(win: Window | undefined = onServer() ? undefined : window): StorefrontBrowserConfig {
  if (!win) return serverConfig;
  const config = (win as Window & { __STOREFRONT_CONFIG__?: unknown }).__STOREFRONT_CONFIG__;
  return typeof config === 'object' && config !== null ? (config as StorefrontBrowserConfig) : {};
}

/** The tr/en selector (spec section 9: en optional by environment switch). */
export function isLanguageSelectionEnabled(config: StorefrontBrowserConfig = readBrowserConfig()): boolean {
  return typeof config.languageSelectorEnabled === 'boolean' ? config.languageSelectorEnabled : __LANGUAGE_SELECTION__;
}

/** The telemetry sample rate: absent means every page load; a number out of 0..1 is clamped. */
export function telemetrySampleRate(config: StorefrontBrowserConfig = readBrowserConfig()): number {
  const rate = config.telemetrySampleRate;
  if (rate === undefined) return 1;
  if (typeof rate !== 'number' || Number.isNaN(rate)) {
    console.warn('[shell] telemetrySampleRate is not a number: every page load reports');
    return 1;
  }
  return Math.min(1, Math.max(0, rate));
}

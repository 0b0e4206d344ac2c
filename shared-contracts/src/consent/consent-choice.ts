// Cookie consent (KVKK): the categories a shopper chooses, the first-party cookie that remembers
// the choice (necessary-class: it holds nothing but the choice) and what the data layer gets.
// The site server reads the cookie too (render and page-cache variant), and the shell's build
// copies the cookie's name and pattern into route-table.json: this file has no runtime imports.

/** Necessary cookies are always on; the shopper opts in to the others. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a shopper may refuse. */
export const OPTIONAL_CONSENT_CATEGORIES = ['analytics', 'marketing'] as const satisfies readonly ConsentCategory[];
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = 'cookie_consent';
/** Asked again after this long (KVKK board guidance: a choice is not kept for ever). */
export const CONSENT_COOKIE_DAYS = 180;
/** The cookie's value: version, analytics and marketing ('v1.a1.m0'). Anything else is no choice. */
export const CONSENT_COOKIE_PATTERN = /^v1\.a([01])\.m([01])$/;

/** The data-layer event that tells tags the shopper's choice (GA4 consent mode's names). */
export const CONSENT_DATA_LAYER_EVENT = 'consent_update';

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

export function serializeConsent(choice: ConsentChoice): string {
  return `v1.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The choice a cookie value holds, or null (no cookie, another version, a forged value). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = typeof value === 'string' ? CONSENT_COOKIE_PATTERN.exec(value) : null;
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

/** The Set-Cookie / document.cookie text that stores a choice (first-party, whole site, Lax). */
export function consentCookieText(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_COOKIE_DAYS * 86_400}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The choice as GA4 consent mode names it ('granted' / 'denied'), for the data-layer event. */
export function consentModeOf(choice: ConsentChoice): Record<string, 'granted' | 'denied'> {
  const mode = (on: boolean) => (on ? 'granted' : 'denied');
  return { analytics_storage: mode(choice.analytics), ad_storage: mode(choice.marketing), ad_user_data: mode(choice.marketing), ad_personalization: mode(choice.marketing) };
}

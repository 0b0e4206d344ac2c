// Keeps the consent choice in its first-party cookie (necessary-class: it holds only the choice),
// so the server renders the next page with the banner or without it, and tells the data layer's
// tags the choice (GA4 consent mode names) each time it is made, and on each page load that
// starts with one stored (a tag loaded with the page reads it there).
import type { Middleware } from '@reduxjs/toolkit';
import { EVENTS, onServer } from 'shared-contracts';
import { CONSENT_DATA_LAYER_EVENT, consentCookieText, consentModeOf, parseConsent, readCookie, CONSENT_COOKIE, type ConsentChoice } from 'shared-contracts/rules';

type DataLayerEntry = Record<string, unknown>;

/** The choice the browser's consent cookie holds (null: none, or not valid). */
export function readConsentCookie(cookie: string = onServer() ? '' : document.cookie): ConsentChoice | null {
  try {
    return parseConsent(readCookie(CONSENT_COOKIE, cookie));
  } catch {
    // A malformed cookie is no choice.
    return null;
  }
}

export function writeConsentCookie(choice: ConsentChoice): void {
  document.cookie = consentCookieText(choice, window.location.protocol === 'https:');
}

/** The consent_update entry that tells tags a choice (GA4 consent mode names). */
export const consentEntry = (choice: ConsentChoice): DataLayerEntry => ({ event: CONSENT_DATA_LAYER_EVENT, consent: consentModeOf(choice) });

export function createConsentMiddleware(dataLayer: () => DataLayerEntry[], persist: (choice: ConsentChoice) => void = writeConsentCookie): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (EVENTS.consentChosen.match(action)) {
      try {
        persist(action.payload);
      } catch (error) {
        console.warn('[shell] could not store the cookie choice', error);
      }
      dataLayer().push(consentEntry(action.payload));
    }
    return result;
  };
}

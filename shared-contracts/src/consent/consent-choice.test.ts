import { ACCEPT_ALL, CONSENT_COOKIE, REJECT_ALL, consentCookieText, consentModeOf, parseConsent, serializeConsent } from './consent-choice';

describe('the consent cookie', () => {
  it('keeps each choice and reads it back', () => {
    for (const choice of [ACCEPT_ALL, REJECT_ALL, { analytics: true, marketing: false }, { analytics: false, marketing: true }]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
    expect(serializeConsent({ analytics: true, marketing: false })).toBe('v1.a1.m0');
  });

  it('reads no choice from nothing, another version or a forged value', () => {
    for (const value of [null, undefined, '', 'v2.a1.m1', 'v1.a1.m1;x', 'v1.a2.m0', 'V1.A1.M1', ' v1.a1.m1', 'true']) {
      expect(parseConsent(value)).toBeNull();
    }
  });

  it('is a first-party cookie of the whole site, Lax, Secure over https, kept 180 days', () => {
    expect(consentCookieText(REJECT_ALL, false)).toBe(`${CONSENT_COOKIE}=v1.a0.m0; Path=/; Max-Age=15552000; SameSite=Lax`);
    expect(consentCookieText(ACCEPT_ALL, true)).toMatch(/; Secure$/);
  });

  it('tells the tags the choice in GA4 consent mode names', () => {
    expect(consentModeOf({ analytics: true, marketing: false })).toEqual({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  });
});

import { isLanguageSelectionEnabled, readBrowserConfig } from './browser-config';

type ConfigWindow = Window & { __STOREFRONT_CONFIG__?: unknown };

afterEach(() => {
  delete (window as ConfigWindow).__STOREFRONT_CONFIG__;
});

describe('browser config', () => {
  it('reads what the server injected into the page', () => {
    (window as ConfigWindow).__STOREFRONT_CONFIG__ = { languageSelectorEnabled: false, googleMapsApiKey: 'k' };
    expect(readBrowserConfig()).toEqual({ languageSelectorEnabled: false, googleMapsApiKey: 'k' });
    expect(isLanguageSelectionEnabled()).toBe(false);
  });

  it('falls back to the build-time switch without a served config', () => {
    expect(readBrowserConfig()).toEqual({});
    expect(isLanguageSelectionEnabled()).toBe(true);
    (window as ConfigWindow).__STOREFRONT_CONFIG__ = 'garbage';
    expect(isLanguageSelectionEnabled()).toBe(true);
  });
});

import { isLanguageSelectionEnabled, readBrowserConfig, telemetrySampleRate } from './browser-config';

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

describe('telemetrySampleRate', () => {
  it('is 1 when absent, the setting within 0..1, clamped outside it', () => {
    expect(telemetrySampleRate({})).toBe(1);
    expect(telemetrySampleRate({ telemetrySampleRate: 0.25 })).toBe(0.25);
    expect(telemetrySampleRate({ telemetrySampleRate: 0 })).toBe(0);
    expect(telemetrySampleRate({ telemetrySampleRate: 7 })).toBe(1);
    expect(telemetrySampleRate({ telemetrySampleRate: -1 })).toBe(0);
  });

  it('warns and reports every page load when the setting is not a number', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(telemetrySampleRate({ telemetrySampleRate: '0.1' as unknown as number })).toBe(1);
    expect(telemetrySampleRate({ telemetrySampleRate: Number.NaN })).toBe(1);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

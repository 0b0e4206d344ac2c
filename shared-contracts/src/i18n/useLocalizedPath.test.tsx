/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocalizedPath } from './useLocalizedPath';

const inLocale = (locale: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} defaultLocale="tr-TR" messages={{}}>
        {children}
      </IntlProvider>
    );
  };

test('links keep the page language: /en in front on English pages, nothing on Turkish ones', () => {
  expect(renderHook(() => useLocalizedPath(), { wrapper: inLocale('en-US') }).result.current('/cart')).toBe('/en/cart');
  expect(renderHook(() => useLocalizedPath(), { wrapper: inLocale('tr-TR') }).result.current('/cart')).toBe('/cart');
});

// Where a successful login goes: the redirectUrl query when it is a same-site path, else home,
// put in the page language (a /en prefix already in redirectUrl is not doubled).
import { localizePath, stripLanguagePrefix } from 'shared-contracts';
import { safeRedirectUrl, type Language } from 'shared-contracts/rules';

export function redirectAfterLogin(redirectUrl: string | null | undefined, language: Language): string {
  const safe = safeRedirectUrl(redirectUrl);
  const [pathname, ...rest] = safe.split(/(?=[?#])/);
  const suffix = rest.join('');
  const stripped = stripLanguagePrefix(pathname);
  return `${localizePath(stripped.path, language)}${suffix}`;
}

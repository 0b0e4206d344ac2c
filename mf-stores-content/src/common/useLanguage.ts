import { useIntl } from 'react-intl';
import type { Language } from 'shared-contracts';

/** The active language as the shell's IntlProvider has it (tr default, en under /en). */
export function useLanguage(): Language {
  return useIntl().locale.startsWith('en') ? 'en' : 'tr';
}

import { useIntl } from 'react-intl';
import type { Language } from '../constants/business';

/** The active language as the shell's IntlProvider has it (tr default, en under /en): what a remote renders in. */
export function useIntlLanguage(): Language {
  return useIntl().locale.startsWith('en') ? 'en' : 'tr';
}

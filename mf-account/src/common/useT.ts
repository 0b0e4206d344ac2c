// Typed message lookup: account.* ids are checked against our catalogue; ui.* ids are the
// shared keys the shell provides.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { AccountMessageId } from '../i18n/tr';

export type MessageId = AccountMessageId | `ui.${string}`;
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}

// Runs a staff API mutation and turns every outcome into a NoticeState the screen shows: the
// server's result (success or a translated refusal), a lost connection, or an unexpected error.
// An ended session is handled by the client (back to the login, drafts kept), not here.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCodes } from '../apollo/staff-apollo-client';
import type { ActionOutcome, NoticeState } from './ResultNotice';

export function useStaffAction() {
  const intl = useIntl();
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `call`; `pick` takes the action's result out of the answer. Resolves to that result (null on failure). */
  const run = useCallback(
    async <T extends ActionOutcome>(call: () => Promise<{ data?: unknown }>, pick: (data: any) => T | null | undefined): Promise<T | null> => {
      setBusy(true);
      setNotice(null);
      try {
        const { data } = await call();
        const outcome = data ? pick(data) : null;
        if (!outcome) {
          setNotice({ kind: 'failed', message: intl.formatMessage({ id: 'bo.common.unexpected' }) });
          return null;
        }
        setNotice({ kind: 'result', outcome });
        return outcome;
      } catch (error) {
        setNotice(describeFailure(error, intl.formatMessage({ id: 'bo.common.unexpected' })));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [intl],
  );
  return { run, notice, setNotice, busy };
}

/** A thrown Apollo error as a notice: the server's words for FORBIDDEN and input errors, "offline" for the network. */
export function describeFailure(error: unknown, unexpected: string): NoticeState {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = errorCodes(error);
    if (codes.includes('UNAUTHENTICATED')) return null;
    const message = error.errors.map((e) => e.message).join(' ');
    return { kind: 'failed', message: message || unexpected };
  }
  return { kind: 'offline' };
}

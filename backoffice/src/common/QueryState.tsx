// What a screen shows while its data is read, or when it could not be: loading, the server's
// refusal (e.g. not permitted), a lost connection with a retry button.
import { FormattedMessage, useIntl } from 'react-intl';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCodes } from '../apollo/staff-apollo-client';

export function QueryState({ loading, error, retry }: { loading: boolean; error?: unknown; retry?: () => void }) {
  const intl = useIntl();
  if (error) {
    if (CombinedGraphQLErrors.is(error)) {
      if (errorCodes(error).includes('UNAUTHENTICATED')) return null;
      return <p role="alert">{error.errors.map((e) => e.message).join(' ') || intl.formatMessage({ id: 'bo.common.unexpected' })}</p>;
    }
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="bo.common.load_failed" />
        </p>
        {retry ? (
          <button type="button" onClick={() => retry()}>
            <FormattedMessage id="bo.common.retry" />
          </button>
        ) : null}
      </div>
    );
  }
  if (loading) {
    return (
      <p role="status">
        <FormattedMessage id="bo.common.loading" />
      </p>
    );
  }
  return null;
}

// A feed run's state as words (QUEUED, RUNNING, DONE, FAILED), in the app's language.
import { FormattedMessage } from 'react-intl';
import type { FeedStatus } from 'shared-contracts/admin';

export function FeedStatusText({ status }: { status: FeedStatus }) {
  return <FormattedMessage id={`bo.catalogue.status.${status}`} />;
}

// A price and stock file's run (feeds/:feedRunId): its progress and report. Feed runs are shown
// to prices.write only (as the staff API does).
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { SCREENS } from '../app/backoffice-routes';
import { NotPermitted } from '../common/NotPermitted';
import { useStaffSession } from '../session/staff-session';
import { FeedRunReport } from './FeedRunReport';

export function FeedRunScreen() {
  const { feedRunId } = useParams();
  const { can } = useStaffSession();
  const id = Number(feedRunId);
  if (!can('prices.write')) return <NotPermitted />;
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  return (
    <>
      <p>
        <Link to={SCREENS.catalogue.path}>
          <FormattedMessage id="bo.catalogue.back" />
        </Link>
      </p>
      <h1>
        <FormattedMessage id="bo.catalogue.run.title" values={{ id: valid ? String(id) : (feedRunId ?? '') }} />
      </h1>
      {valid ? (
        // A new run (after "Uygula") starts with fresh state.
        <FeedRunReport key={id} id={id} />
      ) : (
        <p>
          <FormattedMessage id="bo.catalogue.run.not_found" />
        </p>
      )}
    </>
  );
}

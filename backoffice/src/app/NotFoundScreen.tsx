import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <section aria-labelledby="not-found">
      <h1 id="not-found">
        <FormattedMessage id="bo.common.not_found_title" />
      </h1>
      <p>
        <Link to="/">
          <FormattedMessage id="bo.common.home" />
        </Link>
      </p>
    </section>
  );
}

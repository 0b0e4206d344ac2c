// An order address that leads nowhere (no such id, or not a number).
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SCREENS } from '../app/backoffice-routes';

export function OrderNotFound() {
  return (
    <section aria-labelledby="order-not-found">
      <h1 id="order-not-found">
        <FormattedMessage id="bo.orders.detail.not_found" />
      </h1>
      <p>
        <FormattedMessage id="bo.orders.detail.not_found_help" />
      </p>
      <p>
        <Link to={SCREENS.orders.path}>
          <FormattedMessage id="bo.orders.detail.back" />
        </Link>
      </p>
    </section>
  );
}

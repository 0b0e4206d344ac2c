import { FormattedMessage } from 'react-intl';

/** A screen the staff member's role may not use (reached by typing its address). */
export function NotPermitted() {
  return (
    <section aria-labelledby="not-permitted">
      <h1 id="not-permitted">
        <FormattedMessage id="bo.common.not_permitted_title" />
      </h1>
      <p>
        <FormattedMessage id="bo.common.not_permitted" />
      </p>
    </section>
  );
}

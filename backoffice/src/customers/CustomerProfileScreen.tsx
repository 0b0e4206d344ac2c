// A customer (:customerId): the record, the orders, the messages sent (with resend).
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { BackofficeCustomerDocument } from 'shared-contracts/admin/documents/customers';
import { SCREENS } from '../app/backoffice-routes';
import { QueryState } from '../common/QueryState';
import { customerName } from './customer-name';
import { CustomerMessagesSection } from './CustomerMessagesSection';
import { CustomerOrdersTable } from './CustomerOrdersTable';
import { CustomerProfileFields } from './CustomerProfileFields';

export function CustomerProfileScreen() {
  const intl = useIntl();
  const { customerId } = useParams();
  const id = Number(customerId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { data, loading, error, refetch } = useQuery(BackofficeCustomerDocument, { variables: { id }, skip: !valid });
  const customer = data?.customer ?? null;
  const back = (
    <p>
      <Link to={SCREENS.customers.path}>
        <FormattedMessage id="bo.customers.back" />
      </Link>
    </p>
  );
  if (valid && !data) {
    return (
      <>
        {back}
        <h1>
          <FormattedMessage id="bo.customers.unnamed" values={{ id: String(id) }} />
        </h1>
        <QueryState loading={loading} error={error} retry={() => void refetch()} />
      </>
    );
  }
  if (!customer) {
    return (
      <>
        {back}
        <h1>
          <FormattedMessage id="bo.customers.not_found" />
        </h1>
      </>
    );
  }
  return (
    <>
      {back}
      <h1>{customerName(customer) ?? intl.formatMessage({ id: 'bo.customers.unnamed' }, { id: String(customer.id) })}</h1>
      <CustomerProfileFields customer={customer} />
      <CustomerOrdersTable orders={customer.orders} />
      <CustomerMessagesSection messages={customer.messages} onResent={() => refetch().catch(() => undefined)} />
    </>
  );
}

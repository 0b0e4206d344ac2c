// Customers (index): search by name, e-mail or phone; the term and the page live in the address.
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { BackofficeCustomersDocument } from 'shared-contracts/admin/documents/customers';
import { Pager } from '../common/Pager';
import { QueryState } from '../common/QueryState';
import { CustomerResultsTable } from './CustomerResultsTable';
import { CustomerSearchForm } from './CustomerSearchForm';
import { MIN_SEARCH } from './customer-rules';
import styles from './customers.module.css';

export const CUSTOMERS_PAGE_SIZE = 25;

export function CustomerSearchScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const searching = term.length >= MIN_SEARCH;
  const { data, loading, error, refetch } = useQuery(BackofficeCustomersDocument, {
    variables: { search: term, page, pageSize: CUSTOMERS_PAGE_SIZE },
    skip: !searching,
  });
  // Only this search's answer: an earlier term's rows under this term's caption would mislead.
  const shown = searching ? data : undefined;

  return (
    <>
      <h1>
        <FormattedMessage id="bo.customers.title" />
      </h1>
      <CustomerSearchForm term={term} onSearch={(q) => setParams({ q })} />
      {!searching ? (
        <p className={styles.hint}>
          <FormattedMessage id="bo.customers.search_help" />
        </p>
      ) : null}
      {shown ? (
        <>
          <CustomerResultsTable term={term} customers={shown.customers.items} busy={loading} />
          <Pager
            pageInfo={shown.customers.pageInfo}
            label={intl.formatMessage({ id: 'bo.customers.pager' })}
            onPage={(next) => setParams({ q: term, page: String(next) })}
          />
        </>
      ) : null}
      {searching ? <QueryState loading={loading && !shown} error={error} retry={() => void refetch()} /> : null}
    </>
  );
}

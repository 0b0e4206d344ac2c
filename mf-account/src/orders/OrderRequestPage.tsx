// /account/orders/cancel/:orderNumber: pick items, give each a reason (and a note); cancels and
// returns are sent as separate calls, each with its own toast.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, Link, useParams, useLocalizedPath, ROUTES } from 'shared-contracts';
import {
  AccountCreateCancelRequestDocument,
  AccountCreateReturnRequestDocument,
  AccountCustomerOrdersDocument,
  AccountOrderDetailsDocument,
} from 'shared-contracts/graphql';
import { firstErrorText } from '../auth/login-outcome';
import { AccountLayout } from '../account/AccountLayout';
import { useAccountNavigate } from '../common/useAccountNavigate';
import { FormStatus } from '../common/FormStatus';
import { QueryState } from '../common/QueryState';
import { useToast } from '../common/useToast';
import { useT } from '../common/useT';
import { OrderNotFound } from './OrderNotFound';
import { OrderRequestItem } from './OrderRequestItem';
import { isRequestable, splitRequests, toggleSelection, type Selections } from './request-selection';
import type { OrderDetailData } from './order-types';
import buttons from '../common/Button.module.css';
import styles from './OrderRequestPage.module.css';

interface ActionResponse {
  success: boolean;
  message: string | null;
  errors: readonly { message: string }[];
}

function OrderRequestForm({ order }: { order: OrderDetailData }) {
  const t = useT();
  const toast = useToast();
  const navigate = useAccountNavigate();
  const localize = useLocalizedPath();
  const refetchQueries = [AccountCustomerOrdersDocument, AccountOrderDetailsDocument];
  const [createCancel] = useMutation(AccountCreateCancelRequestDocument, { refetchQueries });
  const [createReturn] = useMutation(AccountCreateReturnRequestDocument, { refetchQueries });
  const [selections, setSelections] = useState<Selections>({});
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const items = order.items.filter(isRequestable);
  const pickedCount = Object.keys(selections).length;

  if (!order.isReturnRequestAllowed || items.length === 0) {
    return (
      <>
        <FormStatus message={{ kind: 'info', text: t('ui.cancel.not_allowed') }} />
        <Link to={localize(ROUTES.orders.path)}>{t('account.orders.backToOrders')}</Link>
      </>
    );
  }

  const report = (response: ActionResponse | undefined, successKey: 'ui.cancel.cancel_success' | 'ui.cancel.return_success'): boolean => {
    if (response?.success) {
      toast('success', t(successKey));
      return true;
    }
    toast('error', response?.message || firstErrorText(response?.errors) || t('ui.notify.unexpected_error'));
    return false;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pickedCount === 0) return;
    if (Object.values(selections).some((s) => s.reasonId === null)) {
      setShowErrors(true);
      return;
    }
    setSending(true);
    const { cancelItems, returnItems } = splitRequests(items, selections);
    let allDone = true;
    try {
      if (cancelItems.length > 0) {
        const { data } = await createCancel({ variables: { orderId: order.id, cancelItems } });
        allDone = report(data?.createCancelRequest, 'ui.cancel.cancel_success') && allDone;
      }
      if (returnItems.length > 0) {
        const { data } = await createReturn({ variables: { orderId: order.id, returnItems } });
        allDone = report(data?.createReturnRequest, 'ui.cancel.return_success') && allDone;
      }
    } catch {
      allDone = false;
      toast('error', t('ui.notify.unexpected_error'));
    }
    setSending(false);
    if (allDone) navigate(ROUTES.orders.path);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <p className={styles.intro}>{t('account.request.intro')}</p>
      <ul className={styles.items}>
        {items.map((item) => {
          const selection = selections[item.orderItemLineId];
          return (
            <OrderRequestItem
              key={item.orderItemLineId}
              item={item}
              selection={selection}
              reasonError={showErrors && selection && selection.reasonId === null ? t('ui.cancel.reason_required') : null}
              onToggle={() => setSelections((s) => toggleSelection(s, item.orderItemLineId))}
              onChange={(next) => setSelections((s) => ({ ...s, [item.orderItemLineId]: next }))}
            />
          );
        })}
      </ul>
      <button type="submit" className={buttons.primary} disabled={pickedCount === 0 || sending}>
        {t('account.request.submit')}
      </button>
    </form>
  );
}

export function OrderRequestPage() {
  const t = useT();
  const { orderNumber = '' } = useParams();
  const query = useQuery(AccountOrderDetailsDocument, { variables: { orderNumber }, skip: !orderNumber, fetchPolicy: 'cache-and-network' });

  if (!orderNumber) return <OrderNotFound />;
  if (query.data && !query.data.orderDetails) return <OrderNotFound />;
  return (
    <AccountLayout title={t('account.request.title', { number: orderNumber })}>
      <QueryState query={query}>{query.data?.orderDetails ? <OrderRequestForm order={query.data.orderDetails} /> : null}</QueryState>
    </AccountLayout>
  );
}

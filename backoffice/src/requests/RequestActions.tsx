// A request's buttons, only those its status allows and the role may use (hidden otherwise):
// approve / reject a pending one, receive an approved return, refund a received one. Each is
// named with the order and the product, so a list of them reads apart.
import { useIntl } from 'react-intl';
import type { ItemRequestPartsFragment } from 'shared-contracts/admin';
import { useStaffSession, type StaffPermission } from '../session/staff-session';
import { requestNameValues, type RequestDialogKind } from './request-dialog';
import styles from './requests.module.css';

const ACTION_LABEL: Record<RequestDialogKind, string> = {
  approve: 'bo.requests.action.approve',
  reject: 'bo.requests.action.reject',
  receive: 'bo.requests.action.receive',
  refund: 'bo.requests.action.refund',
};

export function availableRequestActions(request: ItemRequestPartsFragment, can: (permission: StaffPermission) => boolean): RequestDialogKind[] {
  if (request.status === 'PENDING' && can('requests.decide')) return ['approve', 'reject'];
  if (request.status === 'APPROVED' && request.kind === 'RETURN' && can('returns.receive')) return ['receive'];
  if (request.status === 'RECEIVED' && can('payments.refund')) return ['refund'];
  return [];
}

export function RequestActions({ request, onOpen }: { request: ItemRequestPartsFragment; onOpen: (kind: RequestDialogKind, request: ItemRequestPartsFragment) => void }) {
  const intl = useIntl();
  const { can } = useStaffSession();
  const actions = availableRequestActions(request, can);
  if (actions.length === 0) return <span className={styles.muted}>{intl.formatMessage({ id: 'bo.requests.no_actions' })}</span>;
  return (
    <div className={styles.actions}>
      {actions.map((kind) => {
        const label = intl.formatMessage({ id: ACTION_LABEL[kind] });
        return (
          <button
            key={kind}
            type="button"
            aria-label={intl.formatMessage({ id: 'bo.requests.action_name' }, { ...requestNameValues(request), action: label })}
            onClick={() => onOpen(kind, request)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

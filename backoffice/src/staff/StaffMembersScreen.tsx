// Staff (index, ADMIN): the accounts with their roles; a member's role, store and active state
// changed; an authenticator reset (confirmed: it ends their sessions); a new account.
import { useCallback, useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type StaffMemberPartsFragment } from 'shared-contracts/admin';
import { BackofficeResetStaffTotpDocument, BackofficeStaffMembersDocument, BackofficeUpdateStaffMemberDocument } from 'shared-contracts/admin/documents/staff';
import { SCREENS } from '../app/backoffice-routes';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { QueryState } from '../common/QueryState';
import { ResultNotice } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { useStaffSession } from '../session/staff-session';
import { StaffMemberCreateForm } from './StaffMemberCreateForm';
import { StaffMemberEditForm } from './StaffMemberEditForm';
import { StaffMembersTable } from './StaffMembersTable';
import { storeOfRole, type StaffMemberChangeValues } from './staff-rules';
import styles from './staff.module.css';

export function StaffMembersScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { staff } = useStaffSession();
  const listId = useId();
  const { data, loading, error, refetch } = useQuery(BackofficeStaffMembersDocument);
  const [update] = useMutation(BackofficeUpdateStaffMemberDocument);
  const [reset] = useMutation(BackofficeResetStaffTotpDocument);
  const { run, notice, busy, setNotice } = useStaffAction();
  const [editing, setEditing] = useState<StaffMemberPartsFragment | null>(null);
  const [resetting, setResetting] = useState<StaffMemberPartsFragment | null>(null);

  const onEdit = useCallback(
    (member: StaffMemberPartsFragment) => {
      setNotice(null);
      setEditing(member);
    },
    [setNotice],
  );
  const onResetTotp = useCallback((member: StaffMemberPartsFragment) => setResetting(member), []);

  const save = async (member: StaffMemberPartsFragment, values: StaffMemberChangeValues) => {
    const input = { role: values.role, storeId: storeOfRole(values), active: values.active };
    // The answer's member replaces the cached one: the table shows the change.
    const result = await run(() => update({ variables: { id: member.id, input } }), (d) => d.updateStaffMember);
    if (result?.success) setEditing(null);
  };

  const confirmReset = async (member: StaffMemberPartsFragment) => {
    const result = await run(() => reset({ variables: { staffId: member.id } }), (d) => d.resetStaffTotp);
    setResetting(null);
    // A failed re-read shows in the list's own state; it is no failure of the reset.
    if (result?.success) await refetch().catch(() => undefined);
  };

  return (
    <>
      <h1>
        <FormattedMessage id="bo.staff.title" />
      </h1>
      <p>
        <Link to={`${SCREENS.staff.path}/sessions`}>
          <FormattedMessage id="bo.staff.sessions.all_link" />
        </Link>
      </p>
      <section aria-labelledby={listId} className={styles.section}>
        <h2 id={listId}>
          <FormattedMessage id="bo.staff.list" />
        </h2>
        <ResultNotice notice={notice} />
        {data ? (
          <StaffMembersTable members={data.staffMembers} selfId={staff?.id ?? null} busy={loading} onEdit={onEdit} onResetTotp={onResetTotp} />
        ) : (
          <QueryState loading={loading} error={error} retry={() => void refetch()} />
        )}
        {editing ? (
          <StaffMemberEditForm key={editing.id} member={editing} notice={notice} busy={busy} onSave={(values) => save(editing, values)} onClose={() => setEditing(null)} />
        ) : null}
      </section>
      <StaffMemberCreateForm onCreated={() => refetch().catch(() => undefined)} />
      {resetting ? (
        <ConfirmDialog
          title={t('bo.staff.reset.title')}
          confirmLabel={t('bo.staff.reset.confirm')}
          onConfirm={() => void confirmReset(resetting)}
          onCancel={() => setResetting(null)}
          busy={busy}
        >
          <p>
            <FormattedMessage id="bo.staff.reset.body" values={{ name: resetting.name, email: resetting.email }} />
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

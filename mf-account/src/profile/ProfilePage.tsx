// /account: profile details, phone change with code verification, account deletion.
import { useQuery } from 'shared-contracts';
import { AccountCustomerInfoDocument } from 'shared-contracts/graphql';
import { AccountLayout } from '../account/AccountLayout';
import { FormStatus } from '../common/FormStatus';
import { QueryState } from '../common/QueryState';
import { useT } from '../common/useT';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PhoneSection } from './PhoneSection';
import { ProfileForm } from './ProfileForm';
import styles from './ProfilePage.module.css';

export function ProfilePage() {
  const t = useT();
  const query = useQuery(AccountCustomerInfoDocument, { fetchPolicy: 'cache-and-network' });
  const customer = query.data?.customerInfo;

  return (
    <AccountLayout title={t('account.menu.profile')}>
      <QueryState query={query}>
        {customer ? (
          <div className={styles.page}>
            <ProfileForm key={customer.id} customer={customer} />
            <PhoneSection phone={customer.phone} />
            <DeleteAccountSection />
          </div>
        ) : (
          <FormStatus message={{ kind: 'error', text: t('ui.auth.login_required') }} />
        )}
      </QueryState>
    </AccountLayout>
  );
}

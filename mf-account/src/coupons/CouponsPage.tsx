// /account/coupons: the customer's gift cards and coupons (customerGiftCards).
import { useIntl } from 'react-intl';
import { useQuery, Link, useLocalizedPath } from 'shared-contracts';
import { AccountCustomerGiftCardsDocument } from 'shared-contracts/graphql';
import { AccountLayout } from '../account/AccountLayout';
import { QueryState } from '../common/QueryState';
import { useT } from '../common/useT';
import styles from './CouponsPage.module.css';

export function CouponsPage() {
  const t = useT();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const query = useQuery(AccountCustomerGiftCardsDocument, { fetchPolicy: 'cache-and-network' });
  const cards = query.data?.customerGiftCards ?? [];

  return (
    <AccountLayout title={t('account.menu.coupons')}>
      <QueryState query={query}>
        {cards.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('account.coupons.empty')}</p>
            <Link to={localize('/')}>{t('account.common.startShopping')}</Link>
          </div>
        ) : (
          <ul className={styles.list}>
            {cards.map((card) => (
              <li key={card.id} className={card.isActive ? styles.card : styles.cardInactive}>
                <div className={styles.code}>
                  <span className={styles.label}>{t('account.coupons.code')}</span>
                  <strong>{card.couponCode}</strong>
                </div>
                <dl className={styles.facts}>
                  <dt>{t('account.coupons.amount')}</dt>
                  <dd>{card.amount}</dd>
                  <dt>{t('account.coupons.remaining')}</dt>
                  <dd>{card.remainingAmount}</dd>
                  {card.validTo ? (
                    <>
                      <dt>{t('account.coupons.validTo')}</dt>
                      <dd>{intl.formatDate(card.validTo, { dateStyle: 'medium' })}</dd>
                    </>
                  ) : null}
                </dl>
                <span className={card.isActive ? styles.badgeActive : styles.badgeInactive}>{t(card.isActive ? 'account.coupons.active' : 'account.coupons.inactive')}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </AccountLayout>
  );
}

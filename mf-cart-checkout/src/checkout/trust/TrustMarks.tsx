// What tells the shopper the payment is safe and whom they buy from, beside the price card: the
// card networks accepted, 3-D Secure, the encrypted connection, the return policy, and the
// seller's identity (trade name, MERSİS number, address, phone, e-mail, KEP) from the
// organisation data the pre-information form also names.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocalizedPath, useQuery, buildPath, ROUTES } from 'shared-contracts';
import { RETURN_WINDOW_DAYS } from 'shared-contracts/rules';
import { CARD_NETWORK_MARKS, PaymentMark } from 'shared-contracts/payment-marks';
import { CheckoutSellerDocument } from 'shared-contracts/graphql';
import styles from './TrustMarks.module.css';

const RETURN_POLICY_PATH = buildPath(ROUTES.contentPage.path, { slug: 'iade-ve-degisim' });

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const LOCK = 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9h-13zM12 14.5v2.5';
const SHIELD = 'M12 3l7 3v5c0 4.6-3 8.4-7 10c-4-1.6-7-5.4-7-10V6zM9 12l2.2 2.2L15.5 10';
const RETURN = 'M4 9h11a5 5 0 0 1 0 10H9M4 9l4-4M4 9l4 4';

export function TrustMarks() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const seller = useQuery(CheckoutSellerDocument, { context: { silentErrors: true } });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `checkout.trust.${id}` }, values);
  const org = seller.data?.organizationInfo;

  useEffect(() => {
    if (seller.error) console.error('[mf-cart-checkout] organizationInfo failed', seller.error);
  }, [seller.error]);

  return (
    <section className={styles.trust} aria-labelledby="mf-cc-trust-title">
      <h2 id="mf-cc-trust-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.marks} aria-label={t('cards')}>
        {CARD_NETWORK_MARKS.map((id) => (
          <li key={id}>
            <PaymentMark id={id} height={26} />
          </li>
        ))}
        <li>
          <PaymentMark id="secure3d" height={26} />
        </li>
      </ul>
      <ul className={styles.points}>
        <li>
          <Icon d={SHIELD} />
          <span>{t('secure3d')}</span>
        </li>
        <li>
          <Icon d={LOCK} />
          <span>{t('encrypted')}</span>
        </li>
        <li>
          <Icon d={RETURN} />
          <span>
            {t('returns', { days: RETURN_WINDOW_DAYS })}{' '}
            <Link to={localize(RETURN_POLICY_PATH)} className={styles.link}>
              {t('returnPolicy')}
            </Link>
          </span>
        </li>
      </ul>
      {org ? (
        <div className={styles.seller}>
          <h3 className={styles.sellerTitle}>{t('seller')}</h3>
          <dl className={styles.identity}>
            <dt>{t('tradeName')}</dt>
            <dd>{org.legalName || org.name}</dd>
            {org.mersisNumber ? (
              <>
                <dt>{t('mersis')}</dt>
                <dd>{org.mersisNumber}</dd>
              </>
            ) : null}
            <dt>{t('address')}</dt>
            <dd>
              {org.address.streetAddress}, {org.address.postalCode} {org.address.addressLocality} / {org.address.addressRegion}
            </dd>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${org.telephone.replace(/[^\d+]/g, '')}`}>{org.telephone}</a>
            </dd>
            {org.email ? (
              <>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${org.email}`}>{org.email}</a>
                </dd>
              </>
            ) : null}
            {org.kepAddress ? (
              <>
                <dt>{t('kep')}</dt>
                <dd>{org.kepAddress}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
    </section>
  );
}

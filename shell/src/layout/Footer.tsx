import { EVENTS, useQuery } from 'shared-contracts';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { MenusDocument } from 'shared-contracts/graphql';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLanguage } from '../routing/useLanguage';
import { footerGroups, type FooterGroup } from './footer-groups';
import { isInternalUrl, menuHref } from './menu-links';
import styles from './Footer.module.css';

type Link = FooterGroup['links'][number];

function FooterLink({ link, showImage }: { link: Link; showImage: boolean }) {
  const language = useLanguage();
  const href = menuHref(link.url, language);
  const content =
    showImage && (link.image || link.icon) ? <img src={(link.image || link.icon)!} alt={link.name} height={28} width={56} loading="lazy" decoding="async" className={styles.logo} /> : link.name;
  if (!href) return <span>{content}</span>;
  if (isInternalUrl(link.url ?? '')) return <PrefetchLink to={href}>{content}</PrefetchLink>;
  return (
    <a href={href} rel="noopener noreferrer" target="_blank">
      {content}
    </a>
  );
}

export function Footer() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { data, dataState } = useQuery(MenusDocument, { variables: { ids: [2, 3], type: null } });
  const { groups, extra } = footerGroups(dataState === 'complete' ? data.menus : undefined);
  const brand = intl.formatMessage({ id: 'shell.brand' });
  return (
    <footer className={styles.footer} aria-label={intl.formatMessage({ id: 'shell.footer.label' })}>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.name} className={`${styles.group} ${styles[group.name] ?? ''}`} aria-label={group.title}>
            <h2 className={styles.title}>{group.title}</h2>
            <ul className={group.name === 'logos' || group.name === 'socials' ? styles.inline : styles.list}>
              {group.links.map((link) => (
                <li key={link.id}>
                  <FooterLink link={link} showImage={group.name === 'logos'} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        {extra.length > 0 && (
          <ul className={styles.inline}>
            {extra.map((link) => (
              <li key={link.id}>
                <FooterLink link={link} showImage={false} />
              </li>
            ))}
          </ul>
        )}
        <button type="button" className={styles.consent} onClick={() => dispatch(EVENTS.consentPreferencesOpened())}>
          {intl.formatMessage({ id: 'shell.footer.consent' })}
        </button>
        <p className={styles.copyright}>{intl.formatMessage({ id: 'shell.footer.copyright' }, { year: new Date().getFullYear(), brand })}</p>
      </div>
    </footer>
  );
}

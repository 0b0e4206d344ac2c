// /sayfa/:slug: a Published landing page in the current language, its items rendered with the
// home block renderers (html items sanitised). 'magazalarimiz' is the store locator.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentHead, type RouteModuleProps, useLocation, useParams, useQuery, skipToken, buildPath, ROUTES, breadcrumbListJsonLd, HOME_CRUMB_NAME } from 'shared-contracts';
import { StoresContentLandingPageDocument } from 'shared-contracts/graphql';
import { ContentNotFound } from '../common/ContentNotFound';
import { LoadError } from '../common/LoadError';
import { BlockList } from '../home/BlockList';
import { StoresPage } from '../stores/StoresPage';
import { contentSlug, PUBLISHED, STORES_SLUG } from './content-slug';
import styles from './ContentPage.module.css';

export { PUBLISHED, STORES_SLUG };

export function ContentPage({ language, slug: slugProp }: RouteModuleProps & { slug?: string }) {
  const params = useParams();
  const { pathname } = useLocation();
  // The shell's route gives :slug; the path is read as well in case a host mounts us without it.
  const fromPath = /\/sayfa\/([^/?#]+)/.exec(pathname)?.[1];
  const slug = contentSlug(slugProp ?? params.slug ?? fromPath ?? '');
  if (slug === STORES_SLUG) return <StoresPage />;
  return <LandingPageView slug={slug} language={language} />;
}

function LandingPageView({ slug, language }: { slug: string; language: RouteModuleProps['language'] }) {
  const intl = useIntl();
  const result = useQuery(StoresContentLandingPageDocument, slug ? { variables: { slug, language } } : skipToken);
  const page = result.dataState === 'complete' ? result.data.landingPage : null;
  const published = page && page.status === PUBLISHED ? page : null;
  // Head: title and description, the canonical /sayfa/<slug>, and the breadcrumb Home > page.
  const canonicalPath = published ? buildPath(ROUTES.contentPage.path, { slug: published.slug }) : null;
  useDocumentHead({
    title: published ? published.metaTitle || published.title : null,
    description: published?.metaDescription ?? null,
    canonicalPath,
    jsonLd:
      published && canonicalPath
        ? [
            (origin) =>
              breadcrumbListJsonLd(
                [
                  { name: HOME_CRUMB_NAME[language], path: '/' },
                  { name: published.title, path: canonicalPath },
                ],
                origin,
                language,
              ),
          ]
        : null,
  });

  useEffect(() => {
    if (result.error) console.error(`[mf-stores-content] landingPage ${slug} failed`, result.error);
  }, [result.error, slug]);

  if (!slug) return <ContentNotFound />;
  if (result.error) return <LoadError messageId="content.error" onRetry={() => void result.refetch()} />;
  if (result.loading && !page) {
    return (
      <p role="status" className={styles.loading}>
        {intl.formatMessage({ id: 'content.loading' })}
      </p>
    );
  }
  if (!published) return <ContentNotFound />;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{published.title}</h1>
      <BlockList blocks={published.items} />
    </article>
  );
}

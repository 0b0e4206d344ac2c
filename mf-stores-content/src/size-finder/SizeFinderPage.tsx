// /find/ring-size, /find/necklace-size, /find/bracklet-size: a size guide with a calculator,
// chosen by the path, with links between the three guides.
import { useIntl } from 'react-intl';
import { useDocumentHead, type RouteModuleProps, NavLink, useLocation, localizePath, ROUTES, stripLanguagePrefix } from 'shared-contracts';
import { ContentNotFound } from '../common/ContentNotFound';
import { BraceletSizeGuide } from './BraceletSizeGuide';
import { NecklaceSizeGuide } from './NecklaceSizeGuide';
import { RingSizeGuide } from './RingSizeGuide';
import styles from './SizeFinder.module.css';

const GUIDES = [
  { path: ROUTES.ringSize.path, kind: 'ring', Guide: RingSizeGuide },
  { path: ROUTES.necklaceSize.path, kind: 'necklace', Guide: NecklaceSizeGuide },
  { path: ROUTES.braceletSize.path, kind: 'bracelet', Guide: BraceletSizeGuide },
] as const;

export function SizeFinderPage({ language }: RouteModuleProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const path = stripLanguagePrefix(pathname).path.replace(/\/+$/, '');
  const guide = GUIDES.find((g) => g.path === path);
  useDocumentHead({
    title: guide ? intl.formatMessage({ id: `size.${guide.kind}.title` }) : null,
    description: guide ? intl.formatMessage({ id: `size.${guide.kind}.intro` }) : null,
    canonicalPath: guide ? guide.path : null,
  });
  if (!guide) return <ContentNotFound />;
  const { Guide } = guide;
  return (
    <div className={styles.page}>
      <nav aria-label={intl.formatMessage({ id: 'size.nav' })} className={styles.nav}>
        <ul>
          {GUIDES.map((g) => (
            <li key={g.kind}>
              <NavLink to={localizePath(g.path, language)} end>
                {intl.formatMessage({ id: `size.nav.${g.kind}` })}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Guide />
    </div>
  );
}

import type { RouteModuleProps } from 'shared-contracts';
import { CatalogRoot } from '../common/CatalogRoot';
import { SearchPage } from '../search/SearchPage';

export default function SearchPageModule(props: RouteModuleProps) {
  return (
    <CatalogRoot>
      <SearchPage {...props} />
    </CatalogRoot>
  );
}

import type { CategoryPageProps } from 'shared-contracts';
import { CategoryPage } from '../category/CategoryPage';
import { CatalogRoot } from '../common/CatalogRoot';

export default function CategoryPageModule(props: CategoryPageProps) {
  return (
    <CatalogRoot>
      <CategoryPage {...props} />
    </CatalogRoot>
  );
}

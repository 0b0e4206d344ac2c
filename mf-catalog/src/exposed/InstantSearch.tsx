import type { InstantSearchProps } from 'shared-contracts';
import { CatalogRoot } from '../common/CatalogRoot';
import { InstantSearch } from '../instant-search/InstantSearch';

export default function InstantSearchModule(_props: InstantSearchProps) {
  return (
    <CatalogRoot>
      <InstantSearch />
    </CatalogRoot>
  );
}

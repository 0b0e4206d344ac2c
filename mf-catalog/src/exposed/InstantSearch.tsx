import type { InstantSearchProps } from 'shared-contracts';
import { CatalogRoot } from '../common/CatalogRoot';
import { InstantSearch } from '../instant-search/InstantSearch';

export default function InstantSearchModule({ handover }: InstantSearchProps) {
  return (
    <CatalogRoot>
      <InstantSearch handover={handover} />
    </CatalogRoot>
  );
}

import type { RecommendationsStripProps } from 'shared-contracts';
import { CatalogRoot } from '../common/CatalogRoot';
import { RecommendationsStrip } from '../recommendations/RecommendationsStrip';

export default function RecommendationsStripModule(props: RecommendationsStripProps) {
  return (
    <CatalogRoot>
      <RecommendationsStrip {...props} />
    </CatalogRoot>
  );
}

import { RemoteSlot, useIntlLanguage, type RecommendationsStripProps, WIDGETS } from 'shared-contracts';
import type { RecommendationsBlockData } from 'shared-contracts/content';

/** mf-catalog's recommendations strip, through the shell's remote slot (never imported), which loads it once it is needed. */
export function RecommendationsBlock({ data }: { data: RecommendationsBlockData }) {
  const language = useIntlLanguage();
  const props: RecommendationsStripProps = { language, kind: data.kind, categoryId: data.categoryId, productId: data.productId, ids: data.ids, title: data.title };
  return <RemoteSlot {...WIDGETS.recommendationsStrip} props={props} />;
}

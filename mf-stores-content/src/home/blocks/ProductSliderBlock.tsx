import { RemoteSlot, useIntlLanguage, type ProductSliderProps, WIDGETS } from 'shared-contracts';
import type { ProductSliderBlockData } from 'shared-contracts/content';

/** mf-catalog's product slider, through the shell's remote slot (never imported), which loads it once it is needed. */
export function ProductSliderBlock({ data }: { data: ProductSliderBlockData }) {
  const language = useIntlLanguage();
  const props: ProductSliderProps = { language, categoryId: data.categoryId, title: data.title };
  return <RemoteSlot {...WIDGETS.productSlider} props={props} />;
}

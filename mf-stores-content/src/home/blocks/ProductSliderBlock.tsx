import { RemoteSlot, type ProductSliderBlockData, type ProductSliderProps } from 'shared-contracts';
import { useLanguage } from '../../common/useLanguage';

/** mf-catalog's product slider, through the shell's remote slot (never imported). */
export function ProductSliderBlock({ data }: { data: ProductSliderBlockData }) {
  const language = useLanguage();
  const props: ProductSliderProps = { language, categoryId: data.categoryId, title: data.title };
  return <RemoteSlot remote="mf_catalog" module="./ProductSlider" props={props} />;
}

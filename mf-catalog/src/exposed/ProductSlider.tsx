import type { ProductSliderProps } from 'shared-contracts';
import { CatalogRoot } from '../common/CatalogRoot';
import { ProductSlider } from '../slider/ProductSlider';

export default function ProductSliderModule(props: ProductSliderProps) {
  return (
    <CatalogRoot>
      <ProductSlider {...props} />
    </CatalogRoot>
  );
}

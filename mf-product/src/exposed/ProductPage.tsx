import type { ProductPageProps } from 'shared-contracts';
import { ProductRoot } from '../common/ProductRoot';
import { ProductPage } from '../page/ProductPage';

export default function ProductPageModule(props: ProductPageProps) {
  return (
    <ProductRoot>
      <ProductPage {...props} />
    </ProductRoot>
  );
}

// The product's accordion: each section's content mounts (and loads) on its first open.
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { DescriptionSection } from '../description/DescriptionSection';
import { InstallmentSection } from '../installments/InstallmentSection';
import { OrderDeliverySection } from '../order-delivery/OrderDeliverySection';
import { DeliveryReturnSection } from '../policies/DeliveryReturnSection';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { StoreStockSection } from '../stock/StoreStockSection';
import { TrustSection } from '../trust/TrustSection';
import { variantAttribute, variantSku, type DetailedProduct } from '../variants/variantRules';
import { AccordionSection } from './AccordionSection';
import type { Accordion, SectionId } from './useAccordion';
import styles from './ProductSections.module.css';

interface Props {
  product: DetailedProduct;
  /** The chosen variant value: store stock is shown for its sku, else for the whole product. */
  selectedValueId: number | null;
  accordion: Accordion;
  reviewsRef: Ref<HTMLElement>;
}

export function ProductSections({ product, selectedValueId, accordion, reviewsRef }: Props) {
  const intl = useIntl();
  const section = (id: SectionId) => ({ open: accordion.isOpen(id), opened: accordion.wasOpened(id), onToggle: () => accordion.toggle(id) });
  const attribute = variantAttribute(product);
  const chosenValue = attribute?.values.find((v) => v.id === selectedValueId);
  const chosenSku = variantSku(product, selectedValueId);
  const stockVariant = chosenValue && chosenSku ? { sku: chosenSku, attribute: attribute!.name, value: chosenValue.name } : null;
  const title = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `product.section.${id}` }, values);
  return (
    <div className={styles.sections}>
      <AccordionSection title={title('description')} {...section('description')}>
        {() => <DescriptionSection product={product} />}
      </AccordionSection>
      <AccordionSection ref={reviewsRef} title={title('reviews', { count: product.productReviewOverview.totalReviews })} {...section('reviews')}>
        {() => <ReviewsSection productId={product.id} seName={product.seName} />}
      </AccordionSection>
      <AccordionSection title={title('stock')} {...section('stock')}>
        {() => <StoreStockSection sku={stockVariant?.sku ?? product.sku} variant={stockVariant} />}
      </AccordionSection>
      <AccordionSection title={title('orderDelivery')} {...section('orderDelivery')}>
        {() => <OrderDeliverySection />}
      </AccordionSection>
      <AccordionSection title={title('installments')} {...section('installments')}>
        {() => <InstallmentSection productId={product.id} />}
      </AccordionSection>
      <AccordionSection title={title('deliveryReturn')} {...section('deliveryReturn')}>
        {() => <DeliveryReturnSection />}
      </AccordionSection>
      <AccordionSection title={title('trust')} {...section('trust')}>
        {() => <TrustSection />}
      </AccordionSection>
    </div>
  );
}

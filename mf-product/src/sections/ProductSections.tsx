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
import type { DetailedProduct } from '../variants/variantRules';
import { AccordionSection } from './AccordionSection';
import type { Accordion, SectionId } from './useAccordion';
import styles from './ProductSections.module.css';

interface Props {
  product: DetailedProduct;
  accordion: Accordion;
  reviewsRef: Ref<HTMLElement>;
}

export function ProductSections({ product, accordion, reviewsRef }: Props) {
  const intl = useIntl();
  const section = (id: SectionId) => ({ open: accordion.isOpen(id), opened: accordion.wasOpened(id), onToggle: () => accordion.toggle(id) });
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
        {() => <StoreStockSection sku={product.sku} />}
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

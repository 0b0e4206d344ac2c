// The product's accordion: each section's content mounts (and loads) on its first open. The
// sections that ask the API for data (reviews, store stock, instalments, delivery and return)
// bring their code then too (LazySection): the page's first load carries only their headings.
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { DescriptionSection } from '../description/DescriptionSection';
import { OrderDeliverySection } from '../order-delivery/OrderDeliverySection';
import { TrustSection } from '../trust/TrustSection';
import { variantAttribute, variantSku, type DetailedProduct } from '../variants/variant-rules';
import { AccordionSection } from './AccordionSection';
import { LazySection } from './LazySection';
import type { Accordion, SectionId } from './useAccordion';
import styles from './ProductSections.module.css';

const loadReviews = () => import('../reviews/ReviewsSection');
const loadStoreStock = () => import('../stock/StoreStockSection');
const loadInstallments = () => import('../installments/InstallmentSection');
const loadDeliveryReturn = () => import('../policies/DeliveryReturnSection');

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
        {() => (
          <LazySection load={loadReviews} label="[mf-product] reviews section" loadingMessageId="product.reviews.loading">
            {({ ReviewsSection }) => <ReviewsSection productId={product.id} seName={product.seName} />}
          </LazySection>
        )}
      </AccordionSection>
      <AccordionSection title={title('stock')} {...section('stock')}>
        {() => (
          <LazySection load={loadStoreStock} label="[mf-product] store stock section" loadingMessageId="product.stock.loading">
            {({ StoreStockSection }) => <StoreStockSection sku={stockVariant?.sku ?? product.sku} variant={stockVariant} />}
          </LazySection>
        )}
      </AccordionSection>
      <AccordionSection title={title('orderDelivery')} {...section('orderDelivery')}>
        {() => <OrderDeliverySection />}
      </AccordionSection>
      <AccordionSection title={title('installments')} {...section('installments')}>
        {() => (
          <LazySection load={loadInstallments} label="[mf-product] installments section" loadingMessageId="product.installments.loading">
            {({ InstallmentSection }) => <InstallmentSection productId={product.id} />}
          </LazySection>
        )}
      </AccordionSection>
      <AccordionSection title={title('deliveryReturn')} {...section('deliveryReturn')}>
        {() => (
          <LazySection load={loadDeliveryReturn} label="[mf-product] delivery and return section" loadingMessageId="product.policies.loading">
            {({ DeliveryReturnSection }) => <DeliveryReturnSection />}
          </LazySection>
        )}
      </AccordionSection>
      <AccordionSection title={title('trust')} {...section('trust')}>
        {() => <TrustSection />}
      </AccordionSection>
    </div>
  );
}

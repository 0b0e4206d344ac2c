// A loaded product: head data, breadcrumb, gallery and info panel, the special collection banner,
// the advantages row, the accordion, recommendation slots and the collapsible SEO description.
// Keyed by product id by its parent, so moving to another product starts with closed sections.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AdvantagesRow } from '../advantages/AdvantagesRow';
import { CollectionBanner } from '../collections/CollectionBanner';
import { ProductGallery } from '../gallery/ProductGallery';
import { ProductBreadcrumb } from '../info/ProductBreadcrumb';
import { ProductInfo } from '../info/ProductInfo';
import { RecommendationSlots } from '../recommendations/RecommendationSlots';
import { ProductSections } from '../sections/ProductSections';
import { useAccordion } from '../sections/useAccordion';
import { ProductHead } from '../seo/ProductHead';
import { SeoDescription } from '../seo/SeoDescription';
import { initialValueId, variantAttribute, type DetailedProduct } from '../variants/variant-rules';
import styles from './ProductPage.module.css';

export function ProductView({ product }: { product: DetailedProduct }) {
  const accordion = useAccordion();
  const reviewsRef = useRef<HTMLElement>(null);
  const [reviewsRequested, setReviewsRequested] = useState(0);
  // The chosen variant value: the purchase panel buys it, the store stock section shows its stock.
  const [selectedValueId, setSelectedValueId] = useState<number | null>(() => initialValueId(variantAttribute(product)));

  // The stars' click: open the reviews, then bring them into view with focus on their toggle.
  const { open } = accordion;
  const showReviews = useCallback(() => {
    open('reviews');
    setReviewsRequested((n) => n + 1);
  }, [open]);
  useEffect(() => {
    if (!reviewsRequested) return;
    const section = reviewsRef.current;
    section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus({ preventScroll: true });
  }, [reviewsRequested]);

  return (
    <article className={styles.page}>
      <ProductHead product={product} />
      <div className={styles.breadcrumb}>
        <ProductBreadcrumb product={product} />
      </div>
      <div className={styles.layout}>
        <ProductGallery product={product} />
        <ProductInfo product={product} onShowReviews={showReviews} selectedValueId={selectedValueId} onSelectValue={setSelectedValueId} />
      </div>
      <div className={styles.below}>
        <CollectionBanner collection={product.collection} />
        <AdvantagesRow />
        <ProductSections product={product} selectedValueId={selectedValueId} accordion={accordion} reviewsRef={reviewsRef} />
        <RecommendationSlots productId={product.id} />
        <SeoDescription html={product.seoDescription} />
      </div>
    </article>
  );
}

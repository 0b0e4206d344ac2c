// The review form, loaded when the reviews section first opens: it brings Formik and the zod
// rules, which the product page's first screen does not need. A failed load offers a retry
// instead of taking the product page down.
import type { ComponentProps } from 'react';
import { useLazyModule } from 'shared-contracts/lazy';
import { LoadFailure } from '../sections/SectionStatus';
import type { ReviewForm } from './ReviewForm';

export function LazyReviewForm(props: ComponentProps<typeof ReviewForm>) {
  const { loaded, failed, retry } = useLazyModule(() => import('./ReviewForm'), { label: '[mf-product] review form' });
  if (failed) return <LoadFailure onRetry={retry} />;
  return loaded ? <loaded.ReviewForm {...props} /> : null;
}

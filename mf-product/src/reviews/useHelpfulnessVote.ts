// A helpfulness vote (logged-in customers only): setProductReviewHelpfulness, then the list is
// fetched again for the new totals; success or error toast (section 8).
import { useDispatch } from 'react-redux';
import { useMutation, EVENTS } from 'shared-contracts';
import { ProductReviewHelpfulnessDocument, ProductReviewsDocument } from 'shared-contracts/graphql';

export function useHelpfulnessVote() {
  const dispatch = useDispatch();
  const [mutate, { loading }] = useMutation(ProductReviewHelpfulnessDocument);

  async function vote(reviewId: number, helpful: boolean) {
    try {
      const { data } = await mutate({ variables: { reviewId, washelpful: helpful }, refetchQueries: [ProductReviewsDocument], awaitRefetchQueries: true });
      if (!data?.setProductReviewHelpfulness) throw new Error('vote not recorded');
      dispatch(EVENTS.toastShown({ kind: 'success', message: 'ui.review.helpfulness_success' }));
    } catch (error) {
      console.error('[mf-product] helpfulness vote failed', error);
      dispatch(EVENTS.toastShown({ kind: 'error', message: 'ui.review.helpfulness_error' }));
    }
  }

  return { vote, voting: loading };
}

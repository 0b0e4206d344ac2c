import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductAddReviewDocument, ProductReviewHelpfulnessDocument, ProductReviewsDocument } from 'shared-contracts/graphql';
import { makeReview, type ReviewFixture } from '../testing/fixtures';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { ReviewsSection } from './ReviewsSection';

const reviewsMock = (items: ReviewFixture[]) => ({
  request: { query: ProductReviewsDocument, variables: { productId: 42 } },
  result: { data: { productReviews: { __typename: 'ReviewsResult' as const, totalCount: items.length, items } } },
});

const render = (options: ShellOptions) => act(async () => renderWithShell(<ReviewsSection productId={42} seName="zirkon-tasli-gumus-yuzuk" />, options));
const twelve = Array.from({ length: 12 }, (_, i) => makeReview(i + 1));
const reviewList = () => screen.findByRole('list', { name: 'Müşteri değerlendirmeleri' });

describe('ReviewsSection', () => {
  it('shows 5 reviews and 5 more per click', async () => {
    const user = userEvent.setup();
    await render({ mocks: [reviewsMock(twelve)] });
    const list = await reviewList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByRole('article', { name: 'Müşteri 1 değerlendirmesi' })).toHaveTextContent('Yorum 1');
    expect(within(list).getByRole('img', { name: '5 üzerinden 2 puan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '5 değerlendirme daha göster' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '2 değerlendirme daha göster' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /daha göster/ })).not.toBeInTheDocument();
  });

  it('shows guests no votes and the login warning instead of the form', async () => {
    await render({ mocks: [reviewsMock(twelve.slice(0, 2))] });
    await reviewList();
    expect(screen.queryByRole('group', { name: 'Bu değerlendirme faydalı mı?' })).not.toBeInTheDocument();
    expect(screen.getByText(/Değerlendirme yazmak için giriş yapmalısınız\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/login?redirectUrl=%2Fzirkon-tasli-gumus-yuzuk');
    expect(screen.queryByRole('button', { name: 'Gönder' })).not.toBeInTheDocument();
  });

  it('says so when there are no reviews yet', async () => {
    await render({ mocks: [reviewsMock([])] });
    expect(await screen.findByText('Henüz değerlendirme yok. İlk değerlendirmeyi siz yazın.')).toBeInTheDocument();
  });

  it('lets a customer vote, toasts success and shows the new totals', async () => {
    const user = userEvent.setup();
    const before = [makeReview(1, { helpfulness: { __typename: 'ReviewHelpfulness', helpfulYesTotal: 2, helpfulNoTotal: 1 } })];
    const after = [makeReview(1, { helpfulness: { __typename: 'ReviewHelpfulness', helpfulYesTotal: 3, helpfulNoTotal: 1 } })];
    const mocks = [
      reviewsMock(before),
      { request: { query: ProductReviewHelpfulnessDocument, variables: { reviewId: 1, washelpful: true } }, result: { data: { setProductReviewHelpfulness: true } } },
      reviewsMock(after),
    ];
    const view = await render({ mocks, loggedIn: true });
    const vote = within(await screen.findByRole('group', { name: 'Bu değerlendirme faydalı mı?' }));
    await user.click(vote.getByRole('button', { name: 'Evet (2)' }));
    expect(await vote.findByRole('button', { name: 'Evet (3)' })).toBeInTheDocument();
    expect(view.state().toasts.items.at(-1)).toMatchObject({ kind: 'success', message: 'ui.review.helpfulness_success' });
  });

  it('toasts the helpfulness error when the vote is not recorded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const mocks = [reviewsMock([makeReview(1)]), { request: { query: ProductReviewHelpfulnessDocument, variables: { reviewId: 1, washelpful: false } }, result: { data: { setProductReviewHelpfulness: false } } }, reviewsMock([makeReview(1)])];
    const view = await render({ mocks, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Hayır (0)' }));
    await waitFor(() => expect(view.state().toasts.items.at(-1)).toMatchObject({ kind: 'error', message: 'ui.review.helpfulness_error' }));
  });

  it('requires a star rating before sending a review', async () => {
    const user = userEvent.setup();
    const view = await render({ mocks: [reviewsMock([])], loggedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Yorumunuz' }), 'Çok güzel');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const group = screen.getByRole('group', { name: 'Puanınız' });
    expect(await within(group).findByRole('alert')).toHaveTextContent('Lütfen puan veriniz.');
    expect(view.state().toasts.items).toHaveLength(0);
  });

  it('sends the review with the fixed fields, toasts success, clears the form and reloads the list', async () => {
    const user = userEvent.setup();
    const review = { rating: 4, title: 'Şık', reviewText: 'Tam ölçü geldi', customerNameShow: false, sizeNumber: 'FULL', comfort: 'COMFORTABLE' };
    const mocks = [
      reviewsMock([]),
      {
        request: { query: ProductAddReviewDocument, variables: { productId: 42, review } },
        result: { data: { addReview: { __typename: 'ActionResult' as const, success: true, message: 'Değerlendirmeniz alındı, teşekkür ederiz.', errors: [] } } },
      },
      reviewsMock([makeReview(99, { rating: 4, title: 'Şık', reviewText: 'Tam ölçü geldi', customerName: 'Anonim' })]),
    ];
    const view = await render({ mocks, loggedIn: true });
    await user.click(await screen.findByRole('radio', { name: '4 yıldız' }));
    await user.type(screen.getByRole('textbox', { name: 'Başlık' }), 'Şık');
    await user.type(screen.getByRole('textbox', { name: 'Yorumunuz' }), 'Tam ölçü geldi');
    await user.click(screen.getByRole('checkbox', { name: 'Adım değerlendirmede görünsün' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('article', { name: 'Anonim değerlendirmesi' })).toHaveTextContent('Tam ölçü geldi');
    expect(view.state().toasts.items.at(-1)).toMatchObject({ kind: 'success', message: 'Değerlendirmeniz alındı, teşekkür ederiz.' });
    expect(screen.getByRole('textbox', { name: 'Yorumunuz' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: '4 yıldız' })).not.toBeChecked();
  });

  it('toasts the server message when the review is refused, or ui.review.submit_error without one', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const review = { rating: 5, title: null, reviewText: null, customerNameShow: true, sizeNumber: 'FULL', comfort: 'COMFORTABLE' };
    const mocks = [
      reviewsMock([]),
      {
        request: { query: ProductAddReviewDocument, variables: { productId: 42, review } },
        result: { data: { addReview: { __typename: 'ActionResult' as const, success: false, message: null, errors: [{ __typename: 'ApiError' as const, code: 'ui.cart.product_not_found', message: 'Ürün bulunamadı.', field: 'productId' }] } } },
      },
      { request: { query: ProductAddReviewDocument, variables: { productId: 42, review } }, error: new Error('network down') },
    ];
    const view = await render({ mocks, loggedIn: true });
    await user.click(await screen.findByRole('radio', { name: '5 yıldız' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(view.state().toasts.items.at(-1)).toMatchObject({ kind: 'error', message: 'Ürün bulunamadı.' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(view.state().toasts.items.at(-1)).toMatchObject({ kind: 'error', message: 'ui.review.submit_error' }));
  });
});

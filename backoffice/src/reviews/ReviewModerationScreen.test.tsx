import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type ReviewStatus, type StaffReviewPartsFragment } from 'shared-contracts/admin';
import { BackofficeModerateReviewDocument, BackofficeReviewsDocument } from 'shared-contracts/admin/documents/reviews';
import { renderScreen } from '../testing/render-screen';
import { ReviewModerationScreen } from './ReviewModerationScreen';

function review(over: Partial<StaffReviewPartsFragment> = {}): StaffReviewPartsFragment {
  return {
    __typename: 'StaffReview',
    id: 31,
    status: 'PENDING',
    productId: 7,
    productName: 'Gümüş Kolye',
    productSku: 'GK-100',
    productSeName: 'gumus-kolye',
    rating: 4,
    title: 'Çok şık',
    reviewText: 'Zinciri ince ama sağlam.',
    customerName: 'Ayşe Y.',
    customerNameShow: true,
    createdOn: '2026-11-20T09:30:00.000Z',
    moderatedOn: null,
    moderatedBy: null,
    rejectionReason: null,
    ...over,
  };
}

const kolye = review();
const kupe = review({ id: 32, productId: 8, productName: 'Altın Küpe', productSku: 'AK-200', productSeName: 'altin-kupe', rating: 2, title: null, reviewText: null, customerName: 'Mehmet K.', customerNameShow: false });

function reviewsMock(status: ReviewStatus, items: StaffReviewPartsFragment[], page = 1, totalPages = 1): MockLink.MockedResponse {
  return {
    request: { query: BackofficeReviewsDocument, variables: { status, page, pageSize: 25 } },
    result: { data: { reviews: { __typename: 'ReviewPage', items, pageInfo: { __typename: 'PageInfo', page, pageSize: 25, totalCount: totalPages * 25, totalPages } } } },
  };
}

const moderated = (r: StaffReviewPartsFragment | null, over: { success?: boolean; message?: string; errors?: { field: string | null; code: string; message: string }[] } = {}) => ({
  moderateReview: {
    __typename: 'ReviewResult',
    success: over.success ?? true,
    message: over.message ?? null,
    errors: (over.errors ?? []).map((e) => ({ __typename: 'FieldError', ...e })),
    review: r,
  },
});

const dialog = () => within(screen.getByRole('alertdialog'));

beforeEach(() => window.sessionStorage.clear());

test('lists pending reviews with the product link, the rating as text and the author', async () => {
  await renderScreen(<ReviewModerationScreen />, { role: 'CATALOGUE', mocks: [reviewsMock('PENDING', [kolye, kupe])] });
  expect(screen.getByRole('heading', { level: 1, name: 'Yorumlar' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Ürün yorumları' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]).getByRole('link', { name: 'Gümüş Kolye' })).toHaveAttribute('href', '/gumus-kolye');
  expect(within(rows[1]).getByText('Stok kodu GK-100')).toBeInTheDocument();
  expect(within(rows[1]).getByText('5 üzerinden 4')).toBeInTheDocument();
  expect(within(rows[1]).getByText('★★★★☆')).toHaveAttribute('aria-hidden', 'true');
  expect(within(rows[1]).getByText('Çok şık')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Zinciri ince ama sağlam.')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Adı yorumda gösterilir')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Onay bekliyor')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Adı gizli (anonim yorum)')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Başlık yok')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gümüş Kolye yorumunu onayla' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Altın Küpe yorumunu reddet' })).toBeInTheDocument();
});

test('the status filter and the pager send their variables', async () => {
  const user = userEvent.setup();
  await renderScreen(<ReviewModerationScreen />, {
    role: 'ADMIN',
    mocks: [
      reviewsMock('PENDING', [kolye], 1, 2),
      reviewsMock('PENDING', [kupe], 2, 2),
      reviewsMock('REJECTED', [review({ ...kupe, status: 'REJECTED', rejectionReason: 'Hakaret içeriyor', moderatedOn: '2026-11-21T09:00:00.000Z', moderatedBy: 'katalog@isiltitaki.test' })]),
    ],
  });
  await screen.findByText('Gümüş Kolye');
  await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
  expect(await screen.findByText('Altın Küpe')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Durum'), 'Reddedildi');
  expect(await screen.findByText('Ret gerekçesi: Hakaret içeriyor')).toBeInTheDocument();
  // A rejected review may only be approved (a mistake undone).
  expect(screen.getByRole('button', { name: 'Altın Küpe yorumunu onayla' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Altın Küpe yorumunu reddet' })).not.toBeInTheDocument();
});

test('approving says the review is published, sends APPROVE and reads the list again', async () => {
  const user = userEvent.setup();
  await renderScreen(<ReviewModerationScreen />, {
    role: 'CATALOGUE',
    mocks: [
      reviewsMock('PENDING', [kolye, kupe]),
      { request: { query: BackofficeModerateReviewDocument, variables: { reviewId: 31, decision: 'APPROVE', reason: null } }, result: { data: moderated({ ...kolye, status: 'APPROVED' }, { message: 'Değerlendirme onaylandı ve yayınlandı.' }) } },
      reviewsMock('PENDING', [kupe]),
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Gümüş Kolye yorumunu onayla' }));
  expect(dialog().getByRole('heading', { name: 'Yorumu onayla: Gümüş Kolye' })).toBeInTheDocument();
  expect(dialog().getByText(/ürün sayfasında yayımlanır/)).toBeInTheDocument();
  await user.click(dialog().getByRole('button', { name: 'Onayla' }));
  expect(await screen.findByText('Değerlendirme onaylandı ve yayınlandı.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.queryByText('Gümüş Kolye')).not.toBeInTheDocument());
});

test('rejecting needs a reason in place, then sends REJECT with it', async () => {
  const user = userEvent.setup();
  await renderScreen(<ReviewModerationScreen />, {
    role: 'CATALOGUE',
    mocks: [
      reviewsMock('PENDING', [kupe]),
      { request: { query: BackofficeModerateReviewDocument, variables: { reviewId: 32, decision: 'REJECT', reason: 'Ürünle ilgisiz' } }, result: { data: moderated({ ...kupe, status: 'REJECTED', rejectionReason: 'Ürünle ilgisiz' }, { message: 'Değerlendirme reddedildi.' }) } },
      reviewsMock('PENDING', []),
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Altın Küpe yorumunu reddet' }));
  expect(dialog().getByText(/Yorum yayımlanmaz.*müşteriye bildirim gönderilmez/)).toBeInTheDocument();
  await user.click(dialog().getByRole('button', { name: 'Reddet' }));
  expect(await dialog().findByText('Reddetmek için bir gerekçe yazın.')).toBeInTheDocument();
  await user.type(dialog().getByLabelText('Ret gerekçesi'), 'Ürünle ilgisiz');
  await user.click(dialog().getByRole('button', { name: 'Reddet' }));
  expect(await screen.findByText('Değerlendirme reddedildi.')).toHaveAttribute('role', 'status');
  expect(await screen.findByText('Bu durumda yorum yok.')).toBeInTheDocument();
});

test('a refusal is shown in the dialog and the reason is kept', async () => {
  const user = userEvent.setup();
  await renderScreen(<ReviewModerationScreen />, {
    role: 'ADMIN',
    mocks: [
      reviewsMock('PENDING', [kupe]),
      {
        request: { query: BackofficeModerateReviewDocument, variables: { reviewId: 32, decision: 'REJECT', reason: 'Spam' } },
        result: { data: moderated({ ...kupe, status: 'REJECTED' }, { success: false, message: 'Bu değerlendirme için zaten karar verildi (REJECTED).', errors: [{ field: 'decision', code: 'staff.review.already_decided', message: 'Bu değerlendirme için zaten karar verildi (REJECTED).' }] }) },
      },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Altın Küpe yorumunu reddet' }));
  await user.type(dialog().getByLabelText('Ret gerekçesi'), 'Spam');
  await user.click(dialog().getByRole('button', { name: 'Reddet' }));
  expect(await dialog().findByRole('alert')).toHaveTextContent('Bu değerlendirme için zaten karar verildi (REJECTED).');
  expect(dialog().getByLabelText('Ret gerekçesi')).toHaveValue('Spam');
});

test('a role without reviews.moderate sees no decision buttons', async () => {
  await renderScreen(<ReviewModerationScreen />, { role: 'SUPPORT', mocks: [reviewsMock('PENDING', [kolye])] });
  await screen.findByText('Gümüş Kolye');
  expect(screen.queryByRole('button', { name: /yorumunu (onayla|reddet)/ })).not.toBeInTheDocument();
});

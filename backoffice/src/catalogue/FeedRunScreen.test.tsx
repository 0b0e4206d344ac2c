import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type FeedRunPartsFragment } from 'shared-contracts/admin';
import { BackofficeApplyFeedRunDocument, BackofficeFeedRunDocument } from 'shared-contracts/admin/documents/catalogue';
import type { StaffRoleName } from 'shared-contracts/admin';
import { renderScreen } from '../testing/render-screen';
import { feedRunOf } from './catalogue-fixtures';
import { FeedRunScreen } from './FeedRunScreen';

const runMock = (run: FeedRunPartsFragment): MockLink.MockedResponse => ({
  request: { query: BackofficeFeedRunDocument, variables: { id: run.id } },
  result: { data: { feedRun: run } },
});

const applyMock = (id: number, answer: object): MockLink.MockedResponse => ({
  request: { query: BackofficeApplyFeedRunDocument, variables: { id } },
  result: { data: { applyFeedRun: { __typename: 'FeedRunResult', ...answer } } },
});

const renderRun = (id: number, mocks: MockLink.MockedResponse[], role: StaffRoleName = 'CATALOGUE') =>
  renderScreen(<FeedRunScreen />, { mocks, role, at: `/catalogue/feeds/${id}`, path: '/catalogue/feeds/:feedRunId' });

test('a running file is read again every second until it is done, then its report shows', async () => {
  await renderRun(12, [
    runMock(feedRunOf({ status: 'RUNNING', totalRows: 0, updatedRows: 0, unchangedRows: 0, errorRows: 0, oldPriceLoweredRows: 0, problems: [], finishedOn: null })),
    runMock(feedRunOf()),
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Dosya işlemi #12' })).toBeInTheDocument();
  expect(await screen.findByText('İşleniyor')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Dosya işleniyor; bu sayfa her saniye yenilenir.');
  expect(screen.queryByRole('button', { name: 'Uygula' })).not.toBeInTheDocument();
  // The next poll answers DONE.
  expect(await screen.findByText('Tamamlandı', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.queryByText('Dosya işleniyor; bu sayfa her saniye yenilenir.')).not.toBeInTheDocument();
  const problems = screen.getByRole('table', { name: 'Dosyadaki sorunlar, satır numarasıyla' });
  const row = within(problems).getByRole('row', { name: /YOK-001/ });
  expect(row).toHaveTextContent('4');
  expect(row).toHaveTextContent('UNKNOWN_SKU');
  expect(row).toHaveTextContent('Bu kodda bir ürün yok.');
  expect(screen.getByText('Güncellenen satır').nextElementSibling).toHaveTextContent('87');
});

test('a finished dry run is applied through its confirmation, then the new run opens', async () => {
  const user = userEvent.setup();
  await renderScreen(
    <FeedRunScreen />,
    {
      role: 'CATALOGUE',
      at: '/catalogue/feeds/12',
      path: '/catalogue/feeds/:feedRunId',
      mocks: [
        runMock(feedRunOf()),
        applyMock(12, { success: true, message: 'Dosya sıraya alındı.', errors: [], feedRun: feedRunOf({ id: 15, dryRun: false, fromRunId: 12, status: 'QUEUED' }) }),
        runMock(feedRunOf({ id: 15, dryRun: false, fromRunId: 12 })),
      ],
    },
  );
  await user.click(await screen.findByRole('button', { name: 'Uygula' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Dosya işlemi #12 uygulansın mı?' });
  expect(dialog).toHaveTextContent('87 ürünün fiyatı ve stoğu şimdi sitede değişir; eski fiyatlar 30 gün kuralına uyar');
  expect(dialog).toHaveTextContent('Hatalı 3 satır atlanır.');
  await user.click(within(dialog).getByRole('button', { name: 'Evet, uygula' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dosya işlemi #15' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Dosya işlemi #12' })).toHaveAttribute('href', '/catalogue/feeds/12');
  expect(screen.queryByRole('button', { name: 'Uygula' })).not.toBeInTheDocument();
});

test('a refused apply shows the server’s reason and stays on the run', async () => {
  const user = userEvent.setup();
  const message = 'Bu deneme zaten uygulandı (dosya işlemi #15).';
  await renderRun(12, [runMock(feedRunOf()), applyMock(12, { success: false, message, errors: [{ __typename: 'FieldError', field: 'id', code: 'staff.feed.already_applied', message }], feedRun: null })]);
  await user.click(await screen.findByRole('button', { name: 'Uygula' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Evet, uygula' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Dosya işlemi #12' })).toBeInTheDocument();
});

test('a failed run says why and cannot be applied', async () => {
  await renderRun(20, [runMock(feedRunOf({ id: 20, status: 'FAILED', failureMessage: 'Veritabanına ulaşılamadı.' }))]);
  expect(await screen.findByText('İşlem başarısız oldu: Veritabanına ulaşılamadı.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Uygula' })).not.toBeInTheDocument();
});

test('a finished real run shows no apply button', async () => {
  await renderRun(21, [runMock(feedRunOf({ id: 21, dryRun: false }))]);
  expect(await screen.findByText('Tamamlandı')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Uygula' })).not.toBeInTheDocument();
});

test('an unknown run says so', async () => {
  await renderRun(99, [{ request: { query: BackofficeFeedRunDocument, variables: { id: 99 } }, result: { data: { feedRun: null } } }]);
  expect(await screen.findByText('Dosya işlemi bulunamadı.')).toBeInTheDocument();
});

test('a role without prices.write is not shown feed runs', async () => {
  await renderRun(12, [], 'STORE');
  expect(screen.getByRole('heading', { level: 1, name: 'Bu sayfaya erişiminiz yok' })).toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type FeedRunPartsFragment } from 'shared-contracts/admin';
import { BackofficeFeedRunDocument, BackofficeFeedRunsDocument, BackofficeProductDocument, BackofficeStartPriceFeedDocument } from 'shared-contracts/admin/documents/catalogue';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import { renderScreen } from '../testing/render-screen';
import CatalogueArea from './CatalogueArea';
import { feedRunOf, pageInfo, productOf, storesOf } from './catalogue-fixtures';

const CSV = 'sku;price;old_price;online;store_1\nALY000123-12;1249,90;1499,90;4;1\n';

/** A file whose text() answers (jsdom's File has no text()). */
function fileOf(content: string, name = 'fiyatlar.csv', type = 'text/csv'): File {
  const file = new File([content], name, { type });
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(content) });
  return file;
}

const runsMock = (page: number, items: FeedRunPartsFragment[], totalPages = 2): MockLink.MockedResponse => ({
  request: { query: BackofficeFeedRunsDocument, variables: { page, pageSize: 25 } },
  result: { data: { feedRuns: { __typename: 'FeedRunPage', items, pageInfo: pageInfo(page, totalPages, 30) } } },
});

const runMock = (run: FeedRunPartsFragment): MockLink.MockedResponse => ({
  request: { query: BackofficeFeedRunDocument, variables: { id: run.id } },
  result: { data: { feedRun: run } },
});

const startMock = (dryRun: boolean, answer: object): MockLink.MockedResponse => ({
  request: { query: BackofficeStartPriceFeedDocument, variables: { csv: CSV, fileName: 'fiyatlar.csv', dryRun } },
  result: { data: { startPriceFeed: { __typename: 'FeedRunResult', ...answer } } },
});

const started = (run: FeedRunPartsFragment) => ({ success: true, message: 'Dosya sıraya alındı.', errors: [], feedRun: run });

const renderHome = (mocks: MockLink.MockedResponse[], role: 'ADMIN' | 'CATALOGUE' | 'STORE' | 'ORDERS' = 'CATALOGUE') =>
  renderScreen(<CatalogueArea />, { mocks, role, at: '/catalogue', path: '/catalogue/*' });

test('lists past feeds with their figures and pages through them', async () => {
  const user = userEvent.setup();
  await renderHome([runsMock(1, [feedRunOf()]), runsMock(2, [feedRunOf({ id: 5, fileName: 'eski.csv', dryRun: false, status: 'FAILED', staffEmail: null, source: 'CLI' })])]);
  expect(screen.getByRole('heading', { level: 1, name: 'Katalog' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Fiyat ve stok dosyaları, en yenisi önce' });
  const row = within(table).getByRole('row', { name: /fiyatlar-kasim\.csv/ });
  expect(row).toHaveTextContent('Evet');
  expect(row).toHaveTextContent('Tamamlandı');
  expect(row).toHaveTextContent('katalog@isiltitaki.test');
  expect(within(row).getByRole('link', { name: 'Dosya işlemi #12' })).toHaveAttribute('href', '/catalogue/feeds/12');
  await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
  const next = await screen.findByRole('row', { name: /eski\.csv/ });
  expect(next).toHaveTextContent('Başarısız');
  expect(next).toHaveTextContent('CLI');
});

test('the sku lookup opens the product page, and an empty code is refused in place', async () => {
  const user = userEvent.setup();
  await renderHome([
    runsMock(1, []),
    { request: { query: BackofficeProductDocument, variables: { id: null, sku: 'ALY000123' } }, result: { data: { product: productOf() } } },
    { request: { query: BackofficeStoresDocument }, result: { data: { stores: storesOf() } } },
  ]);
  await user.click(screen.getByRole('button', { name: 'Ürünü aç' }));
  expect(await screen.findByText('Bir ürün kodu girin.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Ürün kodu (SKU)'), ' ALY000123 ');
  await user.click(screen.getByRole('button', { name: 'Ürünü aç' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pırlanta Tektaş Yüzük' })).toBeInTheDocument();
});

test('a dry run is sent by default and its run page opens', async () => {
  const user = userEvent.setup();
  await renderHome([runsMock(1, []), startMock(true, started(feedRunOf({ id: 13, status: 'QUEUED' }))), runMock(feedRunOf({ id: 13 }))]);
  expect(screen.getByLabelText('Deneme (dry run)')).toBeChecked();
  await user.upload(screen.getByLabelText('Fiyat ve stok dosyası (CSV)'), fileOf(CSV));
  await user.click(screen.getByRole('button', { name: 'Yükle' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dosya işlemi #13' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Uygula' })).toBeInTheDocument();
});

test('a real run asks first, saying the prices and stock change on the shop', async () => {
  const user = userEvent.setup();
  await renderHome([runsMock(1, []), startMock(false, started(feedRunOf({ id: 14, dryRun: false, status: 'QUEUED' }))), runMock(feedRunOf({ id: 14, dryRun: false }))]);
  await user.upload(screen.getByLabelText('Fiyat ve stok dosyası (CSV)'), fileOf(CSV));
  await user.click(screen.getByLabelText('Deneme (dry run)'));
  await user.click(screen.getByRole('button', { name: 'Yükle' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Dosya denemesiz uygulansın mı?' });
  expect(dialog).toHaveTextContent('fiyatlar.csv dosyasındaki fiyat ve stoklar deneme yapılmadan hemen sitede uygulanır');
  await user.click(within(dialog).getByRole('button', { name: 'Yükle ve uygula' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dosya işlemi #14' })).toBeInTheDocument();
});

test('cancelling the real run sends nothing', async () => {
  const user = userEvent.setup();
  await renderHome([runsMock(1, [])]);
  await user.upload(screen.getByLabelText('Fiyat ve stok dosyası (CSV)'), fileOf(CSV));
  await user.click(screen.getByLabelText('Deneme (dry run)'));
  await user.click(screen.getByRole('button', { name: 'Yükle' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Vazgeç' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Katalog' })).toBeInTheDocument();
});

test('a file that is not CSV, an empty file and no file are refused in place', async () => {
  const user = userEvent.setup({ applyAccept: false });
  await renderHome([runsMock(1, [])]);
  const input = screen.getByLabelText('Fiyat ve stok dosyası (CSV)');
  await user.click(screen.getByRole('button', { name: 'Yükle' }));
  expect(await screen.findByText('Bir CSV dosyası seçin.')).toBeInTheDocument();
  await user.upload(input, fileOf('merhaba', 'fiyatlar.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
  expect(await screen.findByText('Dosya bir CSV dosyası (.csv) olmalı.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await user.upload(input, fileOf('', 'bos.csv'));
  expect(await screen.findByText('Dosya boş.')).toBeInTheDocument();
  // Blanks only: read, then refused.
  await user.upload(input, fileOf('  \n\n', 'bosluk.csv'));
  await user.click(screen.getByRole('button', { name: 'Yükle' }));
  expect(await screen.findByText('Dosya boş.')).toBeInTheDocument();
});

test('the server’s refusal of the file is shown and the form stays', async () => {
  const user = userEvent.setup();
  const message = 'Dosyanın başlığı hatalı: sku;price;old_price;online ile başlamalı.';
  await renderHome([runsMock(1, []), startMock(true, { success: false, message, errors: [{ __typename: 'FieldError', field: 'csv', code: 'staff.feed.bad_header', message }], feedRun: null })]);
  await user.upload(screen.getByLabelText('Fiyat ve stok dosyası (CSV)'), fileOf(CSV));
  await user.click(screen.getByRole('button', { name: 'Yükle' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('Fiyat ve stok dosyası (CSV)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('heading', { level: 1, name: 'Katalog' })).toBeInTheDocument();
});

test('a STORE member finds products but sees no feed upload and no past feeds', async () => {
  await renderHome([], 'STORE');
  expect(screen.getByLabelText('Ürün kodu (SKU)')).toBeInTheDocument();
  expect(screen.queryByLabelText('Fiyat ve stok dosyası (CSV)')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Yükle' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Geçmiş dosyalar' })).not.toBeInTheDocument();
});

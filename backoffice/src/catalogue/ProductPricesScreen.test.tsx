import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type StaffRoleName } from 'shared-contracts/admin';
import { BackofficeProductDocument, BackofficeSetStoreStockDocument } from 'shared-contracts/admin/documents/catalogue';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import { renderScreen } from '../testing/render-screen';
import { productOf, storesOf } from './catalogue-fixtures';
import { ProductPricesScreen } from './ProductPricesScreen';
import type { ProductView } from './product-types';

const SKU = 'ALY000123';
const VARIANT = 'ALY000123-12';

const productMock = (product: ProductView | null = productOf(), sku = SKU): MockLink.MockedResponse => ({
  request: { query: BackofficeProductDocument, variables: { id: null, sku } },
  result: { data: { product } },
});
const storesMock: MockLink.MockedResponse = { request: { query: BackofficeStoresDocument }, result: { data: { stores: storesOf() } } };

const stockMock = (storeId: number, quantity: number, answer: object): MockLink.MockedResponse => ({
  request: { query: BackofficeSetStoreStockDocument, variables: { sku: VARIANT, storeId, quantity } },
  result: { data: { setStoreStock: { __typename: 'StockResult', ...answer } } },
});

const renderProduct = (mocks: MockLink.MockedResponse[], role: StaffRoleName = 'CATALOGUE', sku = SKU) =>
  renderScreen(<ProductPricesScreen />, { mocks, role, at: `/catalogue/products/${encodeURIComponent(sku)}`, path: '/catalogue/products/:sku' });

test('shows the prices, the price history and the stock per store', async () => {
  await renderProduct([productMock(), storesMock]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pırlanta Tektaş Yüzük' })).toBeInTheDocument();
  expect(screen.getByText('Son 30 günün en düşük fiyatı').nextElementSibling).toHaveTextContent('1.499,90 TL');
  expect(screen.getByText('Eski fiyat (üstü çizili)').nextElementSibling).toHaveTextContent('1.499,90 TL');
  expect(screen.getByText('Yayında').nextElementSibling).toHaveTextContent('Evet');
  expect(screen.getByRole('link', { name: 'Ürünü sitede gör' })).toHaveAttribute('href', '/pirlanta-tektas-yuzuk');
  const history = screen.getByRole('table', { name: 'Fiyat değişiklikleri, en yenisi önce' });
  expect(within(history).getByRole('row', { name: /Fiyat dosyası/ })).toHaveTextContent('1.249,90 TL');
  expect(within(history).getByRole('link', { name: 'Dosya işlemi #11' })).toHaveAttribute('href', '/catalogue/feeds/11');
  expect(within(history).getByRole('row', { name: /İlk kayıt/ })).toBeInTheDocument();
  expect(screen.getByText('Online stok: 4')).toBeInTheDocument();
  const stock = screen.getByRole('table', { name: `Mağaza stokları: ${VARIANT}` });
  expect(within(stock).getByRole('row', { name: /Nişantaşı/ })).toHaveTextContent('2');
  // A store without a stock row is listed too, to be given its first stock.
  expect(await within(stock).findByRole('row', { name: /Alsancak/ })).toHaveTextContent('Kayıt yok');
});

test('a store’s stock is set through its confirmation and the new number shows', async () => {
  const user = userEvent.setup();
  await renderProduct([
    productMock(),
    storesMock,
    stockMock(2, 5, { success: true, message: 'Stok kaydedildi.', errors: [], level: { __typename: 'StoreStockLevel', storeId: 2, storeName: 'Kadıköy', sku: VARIANT, quantity: 5 } }),
  ]);
  const input = await screen.findByLabelText(`Stok (Kadıköy, ${VARIANT})`);
  expect(input).toHaveValue(0);
  await user.clear(input);
  await user.type(input, '5');
  await user.click(screen.getByRole('button', { name: `Kaydet (Kadıköy, ${VARIANT})` }));
  const dialog = screen.getByRole('alertdialog', { name: 'Mağaza stoğu değiştirilsin mi?' });
  expect(dialog).toHaveTextContent(`Kadıköy mağazasındaki ${VARIANT} stoğu 0 adetten 5 adede değişir.`);
  expect(dialog).toHaveTextContent('online stok, fiyatlar ve siparişler değişmez');
  await user.click(within(dialog).getByRole('button', { name: 'Stoğu kaydet' }));
  expect(await screen.findByText('Stok kaydedildi.')).toBeInTheDocument();
  const row = screen.getByRole('row', { name: /Kadıköy/ });
  expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('5');
});

test('a stock that is not a whole number of 0 or more is refused in place', async () => {
  const user = userEvent.setup();
  await renderProduct([productMock(), storesMock]);
  const input = await screen.findByLabelText(`Stok (Nişantaşı, ${VARIANT})`);
  await user.clear(input);
  await user.type(input, '-3');
  await user.click(screen.getByRole('button', { name: `Kaydet (Nişantaşı, ${VARIANT})` }));
  expect(await screen.findByText('Stok 0 veya daha büyük bir tam sayı olmalı.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await user.clear(input);
  await user.type(input, '1.5');
  await user.click(screen.getByRole('button', { name: `Kaydet (Nişantaşı, ${VARIANT})` }));
  expect(await screen.findByText('Stok 0 veya daha büyük bir tam sayı olmalı.')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('the server’s refusal of a stock is shown and the number typed stays', async () => {
  const user = userEvent.setup();
  const message = 'Bu mağazanın stoğunu değiştirme yetkiniz yok.';
  await renderProduct([productMock(), storesMock, stockMock(1, 7, { success: false, message, errors: [{ __typename: 'FieldError', field: 'storeId', code: 'staff.forbidden', message }], level: null })]);
  const input = await screen.findByLabelText(`Stok (Nişantaşı, ${VARIANT})`);
  await user.clear(input);
  await user.type(input, '7');
  await user.click(screen.getByRole('button', { name: `Kaydet (Nişantaşı, ${VARIANT})` }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stoğu kaydet' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(input).toHaveValue(7);
});

test('a STORE member may set only its own store’s stock', async () => {
  await renderProduct([productMock(), storesMock], 'STORE');
  expect(await screen.findByLabelText(`Stok (Nişantaşı, ${VARIANT})`)).toBeInTheDocument();
  expect(await screen.findByRole('row', { name: /Alsancak/ })).toBeInTheDocument();
  expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
  expect(screen.queryByLabelText(`Stok (Kadıköy, ${VARIANT})`)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `Kaydet (Kadıköy, ${VARIANT})` })).not.toBeInTheDocument();
  // Feed runs are not theirs to open: the history names the run without a link.
  expect(screen.queryByRole('link', { name: 'Dosya işlemi #11' })).not.toBeInTheDocument();
  expect(screen.getByText('Dosya işlemi #11')).toBeInTheDocument();
});

test('a role without stock.write sees the stock and no form', async () => {
  await renderProduct([productMock(), storesMock], 'ORDERS');
  expect(await screen.findByRole('table', { name: `Mağaza stokları: ${VARIANT}` })).toBeInTheDocument();
  expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Stoğu değiştir' })).not.toBeInTheDocument();
});

test('an unknown sku says the product was not found', async () => {
  await renderProduct([productMock(null, 'YOK-1'), storesMock], 'CATALOGUE', 'YOK-1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ürün bulunamadı' })).toBeInTheDocument();
  expect(screen.getByText('“YOK-1” koduyla bir ürün veya varyant yok.')).toBeInTheDocument();
});

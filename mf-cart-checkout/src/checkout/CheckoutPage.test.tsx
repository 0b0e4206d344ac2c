import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { makeCart } from '../testing/cart-fixtures';
import {
  addressesMock,
  cartMock,
  carriersMock,
  contractsMock,
  makeAddress,
  makeCarrier,
  selectAddressMock,
  selectCarrierMock,
} from '../testing/checkout-fixtures';
import { newAddressMocks, saveNewAddress } from '../testing/address-form';
import { CheckoutPage } from './CheckoutPage';

const home = makeAddress({ id: 7, title: 'Ev', isDefaultShipping: true });
const office = makeAddress({ id: 8, title: 'İş', address1: 'Büyükdere Caddesi No: 100 Kat: 5' });
const readyCart = makeCart({ shippingAddressId: 7, billingAddressId: 7, selectedShippingOption: 'Aras Kargo' });

async function renderCheckout(options: ShellOptions) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<CheckoutPage />, { route: '/checkout', ...options });
  });
  return view;
}

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
const toastTexts = (view: ReturnType<typeof renderWithShell>) => view.toasts().map((t) => t.message);

describe('CheckoutPage start', () => {
  it('shows a loader until the cart is fetched, then the steps at the address step', async () => {
    let view!: ReturnType<typeof renderWithShell>;
    act(() => {
      view = renderWithShell(<CheckoutPage />, {
        route: '/checkout',
        mocks: [cartMock(makeCart()), addressesMock([office]), contractsMock()],
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor');
    const steps = await screen.findByRole('list', { name: 'Sipariş adımları' });
    expect(within(steps).getByText('Teslimat adresi').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Sepeti düzenle' })).toHaveAttribute('href', '/cart');
    expect(view.dispatched('checkout:begun')).toHaveLength(1);
  });

  it('sends an empty cart back to /cart', async () => {
    await renderCheckout({ mocks: [cartMock(makeCart({ items: [], cartCount: 0 }))] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
  });

  it('chooses the default delivery address and the first carrier when none is selected', async () => {
    const view = await renderCheckout({
      mocks: [
        cartMock(makeCart()),
        addressesMock([home, office]),
        selectAddressMock(7, 'BOTH'),
        carriersMock([makeCarrier('Aras Kargo', { rate: 0 }), makeCarrier('TEM', { rate: 89.9, rateText: '₺89,90' })]),
        selectCarrierMock('Aras Kargo'),
        contractsMock(),
      ],
    });
    const carrierGroup = await screen.findByRole('group', { name: 'Kargo firması' });
    await waitFor(() => expect(within(carrierGroup).getByRole('radio', { name: /Aras Kargo/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /^Ev/ })).toBeChecked();
    expect(within(carrierGroup).getByRole('radio', { name: /Aras Kargo/ })).toHaveAccessibleName(/Ücretsiz/);
    expect(within(carrierGroup).getByRole('radio', { name: /TEM/ })).toHaveAccessibleName(/₺89,90/);
    expect(await screen.findByRole('textbox', { name: 'Kart numarası' })).toBeInTheDocument();
    expect(toastTexts(view)).toEqual([]);
  });

  it('explains the TEM carrier in a tooltip', async () => {
    await renderCheckout({
      mocks: [cartMock(readyCart), addressesMock([home]), carriersMock([makeCarrier('Aras Kargo', { selected: true }), makeCarrier('TEM')]), contractsMock()],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'TEM teslimat bilgisi' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('aynı gün kurye ile teslim edilir');
  });
});

describe('payment blocking rules', () => {
  it('asks for a delivery address first', async () => {
    const view = await renderCheckout({ mocks: [cartMock(makeCart()), addressesMock([office]), contractsMock()] });
    await screen.findByRole('radio', { name: /^İş/ });
    expect(screen.getByText('Ödeme bilgilerini girebilmek için bir teslimat adresi seçiniz.')).toBeInTheDocument();
    await pay();
    expect(toastTexts(view)).toEqual(['Ödeme adımına geçmek için teslimat adresi seçiniz.']);
  });

  it('asks for a carrier when carriers exist and none could be selected', async () => {
    const view = await renderCheckout({
      mocks: [cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 7 })), addressesMock([home]), carriersMock([makeCarrier('Aras Kargo')]), selectCarrierMock('Aras Kargo', false), contractsMock()],
    });
    // Cart, addresses, carriers and the refused selection one after another: generous on a busy machine.
    await waitFor(() => expect(toastTexts(view)).toEqual(['Beklenmeyen bir hata oluştu. Lütfen tekrar deneyiniz.']), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Kargo firması' })).toBeEnabled());
    await pay();
    expect(toastTexts(view).at(-1)).toBe('Kargo firması seçimi yapmanız gerekmektedir.');
  });

  it('asks for the agreement before anything is sent', async () => {
    const view = await renderCheckout({
      mocks: [cartMock(readyCart), addressesMock([home]), carriersMock([makeCarrier('Aras Kargo', { selected: true })]), contractsMock()],
    });
    await screen.findByRole('textbox', { name: 'Kart numarası' });
    await pay();
    expect(toastTexts(view)).toEqual(['Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.']);
  });
});

describe('the payment button while the checkout settles', () => {
  // A shopper (or a journey) presses it as soon as it can be pressed: that press is never lost.
  const pressWhenReady = async () => {
    const button = screen.getByRole('button', { name: 'Ödemeyi tamamla' });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(button);
  };
  const cardErrors = () => within(screen.getByRole('region', { name: 'Ödeme bilgileri' })).findAllByText('Bu alan zorunludur', {}, { timeout: 5000 });
  const slow = <T extends object>(mock: T, delay = 300) => ({ ...mock, delay });

  it('cannot be pressed from a saved new address until its carrier is chosen; then one press shows every card error', async () => {
    const created = makeAddress({ id: 9, title: 'Yazlık' });
    const view = await renderCheckout({
      mocks: [
        ...newAddressMocks(created, 300),
        slow(carriersMock([makeCarrier('Aras Kargo'), makeCarrier('TEM')])),
        slow(selectCarrierMock('Aras Kargo')),
        contractsMock(),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni teslimat adresi ekle' }, { timeout: 5000 }));
    await saveNewAddress(screen.getByRole('dialog', { name: 'Yeni adres' }), created);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    // The address is being chosen: visibly not ready.
    expect(screen.getByRole('button', { name: 'Ödemeyi tamamla' })).toBeDisabled();

    await pressWhenReady();
    expect(await cardErrors()).toHaveLength(4);
    expect(within(screen.getByRole('group', { name: 'Kargo firması' })).getByRole('radio', { name: /Aras Kargo/ })).toBeChecked();
    expect(toastTexts(view)).toEqual(['Adresiniz eklendi.', 'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.']);
  });

  it('cannot be pressed while another address and its carriers are being chosen; then one press shows every card error', async () => {
    const view = await renderCheckout({
      mocks: [
        cartMock(readyCart),
        addressesMock([home, office]),
        { ...carriersMock([makeCarrier('Aras Kargo', { selected: true })]), maxUsageCount: 1 },
        slow(selectAddressMock(8, 'BOTH')),
        slow(carriersMock([makeCarrier('Yurtiçi Kargo'), makeCarrier('TEM')])),
        slow(selectCarrierMock('Yurtiçi Kargo')),
        contractsMock(),
      ],
    });
    await screen.findByRole('textbox', { name: 'Kart numarası' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('radio', { name: /^İş/ }));
    expect(screen.getByRole('button', { name: 'Ödemeyi tamamla' })).toBeDisabled();

    await pressWhenReady();
    expect(await cardErrors()).toHaveLength(4);
    expect(within(screen.getByRole('group', { name: 'Kargo firması' })).getByRole('radio', { name: /Yurtiçi Kargo/ })).toBeChecked();
    expect(toastTexts(view)).toEqual(['Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.']);
  });
});

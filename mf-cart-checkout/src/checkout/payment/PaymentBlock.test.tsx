import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutCardPaymentDocument, CheckoutInstallmentsDocument, CheckoutSelectShippingOptionDocument } from 'shared-contracts/graphql';
import { renderWithShell, type ShellOptions } from '../../testing/render-with-shell';
import { makeCart, makeCartItem } from '../../testing/cart-fixtures';
import {
  addressesMock,
  cartMock,
  carriersMock,
  contractsData,
  contractsMock,
  installmentsMock,
  makeAddress,
  makeCarrier,
  makeTerms,
  NO_CARD_VARIABLES,
} from '../../testing/checkout-fixtures';
import { readPurchaseFlag } from '../../success/purchase-flag';
import { CheckoutPage } from '../CheckoutPage';

const cart = makeCart({
  items: [makeCartItem({ quantity: 1 })],
  shippingAddressId: 7,
  billingAddressId: 7,
  selectedShippingOption: 'Aras Kargo',
  discountBox: { __typename: 'DiscountBox', isApplied: true, message: null, appliedDiscountsWithCodes: [{ __typename: 'AppliedDiscount', couponCode: 'YAZ25' }] },
});
const baseMocks = [cartMock(cart), addressesMock([makeAddress({ id: 7 })]), carriersMock([makeCarrier('Aras Kargo', { selected: true })]), contractsMock(), installmentsMock('454360')];
const withoutContracts = baseMocks.filter((m) => m !== baseMocks[3]);

const paymentInput = {
  creditCardNumber: '4543600299100712',
  creditCardHolderName: 'Ayşe Yılmaz',
  expireMonth: '12',
  expireYear: '2029',
  creditCardCvv2: '123',
  installmentCount: 3,
  agreementAccepted: true,
  acceptedContracts: ['pre-v1', 'sales-v1'],
};
const paymentMock = (result: { errors: string[]; form: string | null }, input: typeof paymentInput = paymentInput) => ({
  request: { query: CheckoutCardPaymentDocument, variables: { input } },
  result: { data: { cardPayment: { __typename: 'CardPaymentResult', paymentId: 'p-1', ...result } } },
});
const BANK_FORM = '<form action="/payment/3ds" method="post"><input name="id" value="p-1"></form>';
/** The contracts' variables once the card is typed, before and after 3 instalments are chosen. */
const CARD_AT_ONCE = { bin: '454360', installmentCount: 1 };
const CARD_IN_3 = { bin: '454360', installmentCount: 3 };
/** The first texts (v1) for every step of filling the card in, once each. */
const v1UntilFilled = () => [NO_CARD_VARIABLES, CARD_AT_ONCE, CARD_IN_3].map((v) => contractsMock(contractsData(undefined, undefined, 'v1'), 1, v));

async function renderPayment(options: ShellOptions & { base?: typeof baseMocks } = {}) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<CheckoutPage />, { route: '/checkout', ...options, mocks: [...(options.mocks ?? []), ...(options.base ?? baseMocks)] });
  });
  await screen.findByRole('textbox', { name: 'Kart numarası' });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillCard() {
  await userEvent.type(field('Kart numarası'), '4543600299100712');
  await userEvent.click(await screen.findByRole('radio', { name: /3 taksit/ }));
  await userEvent.type(field('Kart üzerindeki isim'), 'Ayşe Yılmaz');
  await userEvent.type(field('Son kullanma tarihi (AA/YY)'), '1229');
  await userEvent.type(field('CVV'), '123');
  await userEvent.click(screen.getByRole('checkbox', { name: /okudum, onaylıyorum/ }));
}

function postFromFrame(data: unknown, source: Window | null = (screen.getByTitle('Bankanızın 3D Secure doğrulama sayfası') as HTMLIFrameElement).contentWindow) {
  act(() => {
    fireEvent(window, new MessageEvent('message', { data, source }));
  });
}

beforeEach(() => sessionStorage.clear());

describe('card form', () => {
  it('groups the card number in fours and stops at 19 characters', async () => {
    await renderPayment();
    await userEvent.type(field('Kart numarası'), '4543a6002991007129999');
    expect(field('Kart numarası')).toHaveValue('4543 6002 9910 0712');
  });

  it('inserts the slash in the expiry date and keeps five characters', async () => {
    await renderPayment();
    await userEvent.type(field('Son kullanma tarihi (AA/YY)'), '12');
    expect(field('Son kullanma tarihi (AA/YY)')).toHaveValue('12/');
    await userEvent.type(field('Son kullanma tarihi (AA/YY)'), '2945');
    expect(field('Son kullanma tarihi (AA/YY)')).toHaveValue('12/29');
  });

  it('looks instalments up at six digits, labels 1 as peşin and resets to 1 below six digits', async () => {
    await renderPayment();
    expect(screen.queryByRole('radio', { name: /taksit/ })).not.toBeInTheDocument();
    await userEvent.type(field('Kart numarası'), '45436');
    expect(screen.queryByRole('radio', { name: /taksit/ })).not.toBeInTheDocument();
    await userEvent.type(field('Kart numarası'), '0');
    const threeTimes = await screen.findByRole('radio', { name: /3 taksit/ });
    expect(threeTimes).toHaveAccessibleName(/₺425,00 x 3 = ₺1.275,00$/);
    // Only a count that costs what the advance payment costs is called interest-free.
    expect(screen.getByRole('radio', { name: /^2 taksit/ })).toHaveAccessibleName(/₺625,00 x 2 = ₺1.250,00 \(vade farksız\)$/);
    expect(screen.getByRole('radio', { name: /Peşin/ })).toBeChecked();
    await userEvent.click(threeTimes);
    expect(threeTimes).toBeChecked();
    await userEvent.type(field('Kart numarası'), '{backspace}');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /3 taksit/ })).not.toBeInTheDocument());
    await userEvent.type(field('Kart numarası'), '0');
    expect(await screen.findByRole('radio', { name: /Peşin/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /3 taksit/ })).not.toBeChecked();
  });

  it('shows field errors from the shared card rules', async () => {
    await renderPayment();
    await userEvent.type(field('Kart numarası'), '4543');
    await userEvent.type(field('Son kullanma tarihi (AA/YY)'), '1329');
    await userEvent.type(field('CVV'), '12');
    await userEvent.click(screen.getByRole('checkbox', { name: /okudum, onaylıyorum/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    expect(await screen.findByText('Geçerli bir kart numarası giriniz')).toBeInTheDocument();
    expect(screen.getByText('Son kullanma tarihini AA/YY biçiminde giriniz')).toBeInTheDocument();
    expect(screen.getByText('CVV 3 ya da 4 haneli olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('Bu alan zorunludur')).toBeInTheDocument();
  });

  it('shows every field’s error when the empty form is submitted', async () => {
    const view = await renderPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    expect(await screen.findAllByText('Bu alan zorunludur')).toHaveLength(4);
    for (const name of ['Kart numarası', 'Kart üzerindeki isim', 'Son kullanma tarihi (AA/YY)', 'CVV']) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /okudum, onaylıyorum/ })).toHaveAttribute('aria-invalid', 'true');
    expect(view.toasts().map((t) => t.message)).toEqual(['Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.']);
  });

  it('refuses a number failing the Luhn check and an expiry month already past', async () => {
    jest.useFakeTimers({ now: new Date('2027-03-31T22:30:00Z'), advanceTimers: true });
    try {
      await renderPayment();
      await userEvent.type(field('Kart numarası'), '4543600299100713');
      // 31 March 22:30 UTC is already April in Istanbul: 03/27 has passed, 04/27 has not.
      await userEvent.type(field('Son kullanma tarihi (AA/YY)'), '0327');
      await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
      expect(await screen.findByText('Geçerli bir kart numarası giriniz')).toBeInTheDocument();
      expect(screen.getByText('Kartınızın son kullanma tarihi geçmiş')).toBeInTheDocument();
      await userEvent.clear(field('Son kullanma tarihi (AA/YY)'));
      await userEvent.type(field('Son kullanma tarihi (AA/YY)'), '0427');
      await waitFor(() => expect(screen.queryByText('Kartınızın son kullanma tarihi geçmiş')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for 3 CVV digits, and 4 for an American Express card', async () => {
    const amex = {
      request: { query: CheckoutInstallmentsDocument, variables: { bin: '454361' } },
      result: { data: { installments: { __typename: 'InstallmentInfo', bankName: 'Örnek Bank', cardFamily: 'American Express', installmentPrices: [] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    await renderPayment({ mocks: [amex] });
    await userEvent.type(field('Kart numarası'), '4543600299100712');
    expect(field('CVV')).toHaveAttribute('maxlength', '3');
    await userEvent.type(field('CVV'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    expect(await screen.findByText('CVV 3 ya da 4 haneli olmalıdır')).toBeInTheDocument();
    await userEvent.type(field('CVV'), '3');
    await waitFor(() => expect(field('CVV')).not.toHaveAttribute('aria-invalid'));
    // The BIN look-up names the family American Express: four digits.
    await userEvent.clear(field('Kart numarası'));
    await userEvent.type(field('Kart numarası'), '4543610000000000');
    expect(await screen.findByText('CVV 4 haneli olmalıdır')).toBeInTheDocument();
    expect(field('CVV')).toHaveAttribute('maxlength', '4');
    await userEvent.type(field('CVV'), '4');
    await waitFor(() => expect(screen.queryByText('CVV 4 haneli olmalıdır')).not.toBeInTheDocument());
    // A 34/37 number is American Express before any look-up.
    await userEvent.clear(field('Kart numarası'));
    await userEvent.type(field('Kart numarası'), '3712');
    expect(await screen.findByText('CVV 3 ya da 4 haneli olmalıdır', {}, { timeout: 100 }).catch(() => null)).toBeNull();
    expect(field('CVV')).toHaveAttribute('maxlength', '4');
  });

  it('shows the contracts in modals from the agreement text', async () => {
    await renderPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }));
    // The contract text arrives with the contracts query, after the modal opens.
    expect(await within(screen.getByRole('dialog', { name: 'Mesafeli Satış Sözleşmesi' })).findByText('Madde 1 - Taraflar')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /okudum, onaylıyorum/ })).not.toBeChecked();
  });
});

describe('payment submit and the bank frame', () => {
  it('shows the first payment error and re-enables the button', async () => {
    const view = await renderPayment({ mocks: [paymentMock({ errors: ['Kart limiti yetersiz', 'x'], form: null })] });
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    await waitFor(() => expect(view.toasts().map((t) => t.message)).toEqual(['Kart limiti yetersiz']));
    expect(screen.getByRole('button', { name: 'Ödemeyi tamamla' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the bank form in a frame and finishes on its success message', async () => {
    const view = await renderPayment({ mocks: [paymentMock({ errors: [], form: BANK_FORM })] });
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Güvenli ödeme' });
    const frame = within(dialog).getByTitle('Bankanızın 3D Secure doğrulama sayfası');
    expect(frame).toHaveAttribute('srcdoc', BANK_FORM);
    expect(screen.getByRole('button', { name: 'Ödemeyi tamamla' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Sipariş adımları' })).getByText('Onay').closest('li')).toHaveAttribute('aria-current', 'step');

    // a message from another window is not the bank's
    postFromFrame({ status: 'success' }, window);
    expect(screen.getByRole('dialog', { name: 'Güvenli ödeme' })).toBeInTheDocument();

    postFromFrame({ status: 'success' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success');
    expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'success', message: 'Ödemeniz alındı, siparişiniz oluşturuldu.' })]);
    expect(readPurchaseFlag()).toEqual({
      value: 1250,
      shipping: 0,
      coupon: 'YAZ25',
      items: [expect.objectContaining({ item_id: 'KLY-101-14', quantity: 1 })],
    });
    expect(view.dispatched('checkout:payment-info-added')[0]).toMatchObject({ payload: { installmentCount: 3, value: 1250 } });
  });

  it('a payment refused for the unticked agreement leaves an error that the accepted retry clears', async () => {
    const view = await renderPayment({ mocks: [paymentMock({ errors: [], form: BANK_FORM })] });
    await fillCard();
    const agreement = screen.getByRole('checkbox', { name: /okudum, onaylıyorum/ });
    await userEvent.click(agreement);
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'error', message: 'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.', source: 'mf-cart-checkout:payment' })]);

    await userEvent.click(agreement);
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    await screen.findByRole('dialog', { name: 'Güvenli ödeme' });
    // Over the bank's page no error of the earlier try remains.
    expect(view.toasts()).toEqual([]);
  });

  it('closes the frame on an error message and shows it', async () => {
    const view = await renderPayment({ mocks: [paymentMock({ errors: [], form: BANK_FORM })] });
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    await screen.findByRole('dialog', { name: 'Güvenli ödeme' });
    postFromFrame(JSON.stringify({ status: 'error', message: '3D doğrulama başarısız' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'error', message: 'Ödeme başarısız: 3D doğrulama başarısız' })]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(screen.getByRole('button', { name: 'Ödemeyi tamamla' })).toBeEnabled();
    expect(readPurchaseFlag()).toBeNull();
  });

  it('shows the server’s refusal of a changed contract and reads the contracts again', async () => {
    const refused = paymentMock({ errors: ['Sözleşme metni değişti, lütfen yeniden onaylayınız.'], form: null });
    const view = await renderPayment({
      base: withoutContracts,
      mocks: [refused, ...v1UntilFilled(), contractsMock(contractsData('<p>Yeni metin</p>', undefined, 'v2'), 1, CARD_IN_3)],
    });
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeyi tamamla' }));
    await waitFor(() => expect(view.toasts().map((t) => t.message)).toEqual(['Sözleşme metni değişti, lütfen yeniden onaylayınız.']));
    // The new texts arrive: the tick is gone and a notice says why.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /okudum, onaylıyorum/ })).not.toBeChecked());
    expect(screen.getByText(/Sözleşme metinleri seçimlerinize göre güncellendi/)).toBeInTheDocument();
  });
});

describe('contracts follow the checkout choices', () => {
  it('a carrier change brings new contract texts and clears the tick; the payment names the new versions', async () => {
    const twoCarriers = [makeCarrier('Aras Kargo', { selected: true }), makeCarrier('TEM', { rate: 50, rateText: '₺50,00' })];
    const temCart = makeCart({ ...cart, selectedShippingOption: 'TEM', orderTotal: { ...cart.orderTotal, shipping: '₺50,00', shippingValue: 50, isFreeShipping: false, orderTotal: '₺1.300,00', orderTotalValue: 1300 } });
    const contractV1 = [NO_CARD_VARIABLES, CARD_AT_ONCE, CARD_IN_3].map((v) => contractsMock(contractsData('<p>Kargo: Aras Kargo, toplam ₺1.250,00</p>', undefined, 'v1'), 1, v));
    const contractV2 = contractsMock(contractsData('<p>Kargo: TEM, toplam ₺1.300,00</p>', '<p>Madde 1 - Taraflar (TEM)</p>', 'v2'));
    const view = await renderPayment({
      base: [cartMock(cart, 1), cartMock(temCart), addressesMock([makeAddress({ id: 7 })]), carriersMock(twoCarriers), installmentsMock('454360')],
      mocks: [
        ...contractV1,
        contractV2,
        { request: { query: CheckoutSelectShippingOptionDocument, variables: { optionName: 'TEM' } }, result: { data: { selectShippingOption: { __typename: 'ActionResult', success: true, message: null, errors: [] } } } },
        paymentMock({ errors: [], form: BANK_FORM }, { ...paymentInput, acceptedContracts: ['pre-v2', 'sales-v2'] }),
      ],
    });
    await fillCard();
    // The form is re-drawn while the carrier is saved: look the box up each time.
    const agreement = () => screen.getByRole('checkbox', { name: /okudum, onaylıyorum/ });
    expect(agreement()).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /TEM/ }));
    await waitFor(() => expect(agreement()).not.toBeChecked());
    expect(screen.getByText(/Sözleşme metinleri seçimlerinize göre güncellendi/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ön Bilgilendirme Formu' }));
    expect(await screen.findByText('Kargo: TEM, toplam ₺1.300,00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await userEvent.click(agreement());
    await userEvent.click(screen.getAllByRole('button', { name: 'Ödemeyi tamamla' })[0]);
    expect(await screen.findByRole('dialog', { name: 'Güvenli ödeme' })).toBeInTheDocument();
    expect(view.toasts()).toEqual([]);
  });
});

describe('the instalment terms', () => {
  const terms3 = makeTerms({
    bankName: 'Örnek Bank',
    cardFamily: 'Bonus',
    installmentCount: 3,
    interest: '₺25,00',
    interestValue: 25,
    installmentPrice: '₺425,00',
    installmentPriceValue: 425,
    orderTotal: '₺1.275,00',
    orderTotalValue: 1275,
  });
  /** v1 texts before the card and at once with it; v3 texts and `terms` for 3 instalments. */
  const contractsUpTo3 = (terms: typeof terms3, preInfo?: string) => [
    contractsMock(contractsData(undefined, undefined, 'v1'), Number.POSITIVE_INFINITY, NO_CARD_VARIABLES),
    contractsMock(contractsData(undefined, undefined, 'v1'), Number.POSITIVE_INFINITY, CARD_AT_ONCE),
    contractsMock(contractsData(preInfo, undefined, 'v3', terms), Number.POSITIVE_INFINITY, CARD_IN_3),
  ];
  const priceCard = () => within(screen.getByRole('complementary'));
  const totalShown = () => priceCard().getByText('Toplam').nextElementSibling;

  it('the card and count chosen bring contracts and a price card with the total charged; the payment names those texts', async () => {
    const view = await renderPayment({
      base: withoutContracts,
      mocks: [
        ...contractsUpTo3(terms3, '<p>Ödeme şekli: Kredi kartı (Örnek Bank Bonus), 3 taksit</p>'),
        paymentMock({ errors: [], form: BANK_FORM }, { ...paymentInput, acceptedContracts: ['pre-v3', 'sales-v3'] }),
      ],
    });
    expect(totalShown()).toHaveTextContent('₺1.250,00');
    await fillCard();
    await waitFor(() => expect(totalShown()).toHaveTextContent('₺1.275,00'));
    expect(priceCard().getByText('Peşin fiyat').nextElementSibling).toHaveTextContent('₺1.250,00');
    expect(priceCard().getByText('Vade farkı (3 taksit)').nextElementSibling).toHaveTextContent('₺25,00');
    expect(priceCard().getByText('Taksitler (Örnek Bank Bonus)').nextElementSibling).toHaveTextContent('3 x ₺425,00');
    await userEvent.click(screen.getByRole('button', { name: 'Ön Bilgilendirme Formu' }));
    expect(await screen.findByText('Ödeme şekli: Kredi kartı (Örnek Bank Bonus), 3 taksit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));

    await userEvent.click(screen.getAllByRole('button', { name: 'Ödemeyi tamamla' })[0]);
    expect(await screen.findByRole('dialog', { name: 'Güvenli ödeme' })).toBeInTheDocument();
    expect(view.toasts()).toEqual([]);
  });

  it('back to a single payment: the cash total again and no instalment rows', async () => {
    await renderPayment({
      base: withoutContracts,
      mocks: contractsUpTo3(terms3),
    });
    await fillCard();
    await waitFor(() => expect(totalShown()).toHaveTextContent('₺1.275,00'));
    await userEvent.click(screen.getByRole('radio', { name: /Peşin/ }));
    await waitFor(() => expect(totalShown()).toHaveTextContent('₺1.250,00'));
    expect(priceCard().queryByText(/Vade farkı/)).not.toBeInTheDocument();
  });

  it('terms of another cart total are not shown as this cart’s', async () => {
    await renderPayment({
      base: withoutContracts,
      mocks: contractsUpTo3({ ...terms3, cashTotal: '₺1.300,00', cashTotalValue: 1300 }),
    });
    await fillCard();
    await screen.findByRole('checkbox', { name: /okudum, onaylıyorum/ });
    expect(totalShown()).toHaveTextContent('₺1.250,00');
    expect(priceCard().queryByText(/Vade farkı/)).not.toBeInTheDocument();
  });
});

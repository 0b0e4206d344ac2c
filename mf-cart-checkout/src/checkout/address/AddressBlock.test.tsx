import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutContractsDocument, CheckoutUpdateCustomerAddressDocument } from 'shared-contracts/graphql';
import { locationMocks, newAddressMocks } from '../../testing/address-form';
import { renderWithShell, type ShellOptions } from '../../testing/render-with-shell';
import { makeCart } from '../../testing/cart-fixtures';
import { addressesMock, billingSameMock, cartMock, carriersMock, contractsMock, makeAddress, makeCarrier, NO_CARD_VARIABLES, selectAddressMock } from '../../testing/checkout-fixtures';
import { CheckoutPage } from '../CheckoutPage';

const home = makeAddress({ id: 7, title: 'Ev' });
const office = makeAddress({ id: 8, title: 'İş', address1: 'Büyükdere Caddesi No: 100 Kat: 5' });

async function renderCheckout(options: ShellOptions) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<CheckoutPage />, { route: '/checkout', ...options });
  });
  return view;
}

describe('checkout addresses', () => {
  it('selects a delivery address for both roles while the same-address box is ticked', async () => {
    await renderCheckout({
      mocks: [cartMock(makeCart()), addressesMock([home, office]), selectAddressMock(8, 'BOTH'), carriersMock([makeCarrier('Aras Kargo', { selected: true })]), contractsMock()],
    });
    const sameBox = await screen.findByRole('checkbox', { name: 'Fatura adresim teslimat adresimle aynı' });
    expect(sameBox).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Fatura adresi' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /^İş/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^İş/ })).toBeChecked());
    expect(await screen.findByRole('textbox', { name: 'Kart numarası' })).toBeInTheDocument();
  });

  it('lets a separate billing address be chosen once the box is unticked; the box is kept on the server', async () => {
    await renderCheckout({
      mocks: [
        cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 7, selectedShippingOption: 'Aras Kargo' }), 1),
        // the server's cart after each step
        cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 7, billingSameAsShipping: false, selectedShippingOption: 'Aras Kargo' }), 1),
        cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 8, billingSameAsShipping: false, selectedShippingOption: 'Aras Kargo' }), 1),
        cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 7, billingSameAsShipping: true, selectedShippingOption: 'Aras Kargo' })),
        addressesMock([home, office]),
        billingSameMock(false),
        selectAddressMock(8, 'BILLING'),
        billingSameMock(true),
        carriersMock([makeCarrier('Aras Kargo', { selected: true })]),
        contractsMock(),
      ],
    });
    await screen.findByRole('radio', { name: /^Ev/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fatura adresim teslimat adresimle aynı' }));
    const billing = await screen.findByRole('group', { name: 'Fatura adresi' });
    await waitFor(() => expect(within(billing).getByRole('radio', { name: /^İş/ })).toBeEnabled());
    await userEvent.click(within(billing).getByRole('radio', { name: /^İş/ }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Fatura adresi' })).getByRole('radio', { name: /^İş/ })).toBeChecked());
    expect(within(screen.getByRole('group', { name: 'Teslimat adresi' })).getByRole('radio', { name: /^Ev/ })).toBeChecked();
    // ticking again puts billing back on the delivery address (the box is disabled while the
    // selection is still being saved)
    const same = screen.getByRole('checkbox', { name: 'Fatura adresim teslimat adresimle aynı' });
    await waitFor(() => expect(same).toBeEnabled());
    await userEvent.click(same);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Fatura adresi' })).not.toBeInTheDocument());
    expect(same).toBeChecked();
  });

  it('shows after a reload the billing address the order will be invoiced to', async () => {
    await renderCheckout({
      mocks: [
        cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 8, billingSameAsShipping: false, selectedShippingOption: 'Aras Kargo' })),
        addressesMock([home, office]),
        carriersMock([makeCarrier('Aras Kargo', { selected: true })]),
        contractsMock(),
      ],
    });
    const same = await screen.findByRole('checkbox', { name: 'Fatura adresim teslimat adresimle aynı' });
    expect(same).not.toBeChecked();
    const billing = await screen.findByRole('group', { name: 'Fatura adresi' });
    await waitFor(() => expect(within(billing).getByRole('radio', { name: /^İş/ })).toBeChecked());
    expect(within(screen.getByRole('group', { name: 'Teslimat adresi' })).getByRole('radio', { name: /^Ev/ })).toBeChecked();
  });

  it('keeps the box as it was and says so when the server refuses the change', async () => {
    const view = await renderCheckout({
      mocks: [
        cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 7, selectedShippingOption: 'Aras Kargo' })),
        addressesMock([home, office]),
        billingSameMock(false, false),
        carriersMock([makeCarrier('Aras Kargo', { selected: true })]),
        contractsMock(),
      ],
    });
    const same = await screen.findByRole('checkbox', { name: 'Fatura adresim teslimat adresimle aynı' });
    await userEvent.click(same);
    await waitFor(() => expect(view.toasts().map((t) => t.kind)).toEqual(['error']));
    expect(same).toBeChecked();
  });

  it('edits an address of the list in the prefilled form and shows the saved text', async () => {
    const edited = { ...office, address1: 'Büyükdere Caddesi No: 120 Kat: 7' };
    const view = await renderCheckout({
      mocks: [
        cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 7, selectedShippingOption: 'Aras Kargo' })),
        addressesMock([home, office], 1),
        addressesMock([home, edited]),
        ...locationMocks,
        {
          request: {
            query: CheckoutUpdateCustomerAddressDocument,
            variables: {
              id: 8,
              input: {
                title: 'İş',
                firstName: 'Ayşe',
                lastName: 'Yılmaz',
                phoneNumber: '0(532) 123 45 67',
                email: null,
                cityId: 34,
                regionId: 3401,
                neighborhoodId: 340101,
                address1: 'Büyükdere Caddesi No: 120 Kat: 7',
                address2: null,
                zipPostalCode: '34710',
              },
            },
          },
          result: { data: { updateCustomerAddress: { __typename: 'AddressMutationResult', success: true, errors: [], address: edited } } },
        },
        carriersMock([makeCarrier('Aras Kargo', { selected: true })]),
        contractsMock(),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'İş adresini düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Adresi düzenle' });
    const form = within(dialog);
    expect(form.getByRole('textbox', { name: 'Adres başlığı' })).toHaveValue('İş');
    expect(form.getByRole('textbox', { name: 'Telefon' })).toHaveValue('0(532) 123 45 67');
    expect(form.getByRole('textbox', { name: 'Posta kodu' })).toHaveValue('34710');
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Mahalle' })).toHaveDisplayValue('Caferağa'));
    const line = form.getByRole('textbox', { name: 'Adres' });
    expect(line).toHaveValue(office.address1);
    await userEvent.clear(line);
    await userEvent.click(line);
    await userEvent.paste('Büyükdere Caddesi No: 120 Kat: 7');
    await userEvent.click(form.getByRole('button', { name: 'Adresi kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Büyükdere Caddesi No: 120 Kat: 7/)).toBeInTheDocument();
    expect(view.toasts().map((t) => t.message)).toContain('Adresiniz güncellendi.');
    // editing does not change which address is chosen
    expect(screen.getByRole('radio', { name: /^Ev/ })).toBeChecked();
    // the contracts follow the edited text shortly after: let that request finish
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  });

  it('adds an address with the city, district and neighbourhood cascade and selects it', async () => {
    const created = makeAddress({ id: 9, title: 'Yazlık' });
    const view = await renderCheckout({
      mocks: [
        ...newAddressMocks(created),
        carriersMock([]),
        contractsMock(),
      ],
    });
    expect(await screen.findByText('Kayıtlı adresiniz bulunmuyor. Devam etmek için bir adres ekleyiniz.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni teslimat adresi ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni adres' });
    const form = within(dialog);

    // submitting empty shows the shared rules' messages
    await userEvent.click(form.getByRole('button', { name: 'Adresi kaydet' }));
    expect((await form.findAllByText('Bu alan zorunludur')).length).toBeGreaterThan(3);

    await userEvent.type(form.getByRole('textbox', { name: 'Adres başlığı' }), 'Yazlık');
    await userEvent.type(form.getByRole('textbox', { name: 'Ad' }), 'Ayşe');
    await userEvent.type(form.getByRole('textbox', { name: 'Soyad' }), 'Yılmaz');
    await userEvent.click(form.getByRole('textbox', { name: 'Telefon' }));
    await userEvent.paste('+90 532 123 45 67');
    expect(form.getByRole('textbox', { name: 'Telefon' })).toHaveValue('0(532) 123 45 67');

    expect(form.getByRole('combobox', { name: 'İlçe' })).toBeDisabled();
    await form.findByRole('option', { name: 'Ankara' });
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'İl' }), 'Ankara');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'İlçe' }), await form.findByRole('option', { name: 'Çankaya' }));
    // a different city resets the district
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'İl' }), 'İstanbul');
    expect(form.getByRole('combobox', { name: 'İlçe' })).toHaveValue('0');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'İlçe' }), await form.findByRole('option', { name: 'Kadıköy' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Mahalle' }), await form.findByRole('option', { name: 'Caferağa' }));
    expect(form.getByRole('textbox', { name: 'Posta kodu' })).toHaveValue('34710');

    await userEvent.type(form.getByRole('textbox', { name: 'Adres' }), 'Moda Cad.');
    await userEvent.click(form.getByRole('button', { name: 'Adresi kaydet' }));
    expect(await form.findByText('En az 15 karakter olmalıdır.')).toBeInTheDocument();
    await userEvent.clear(form.getByRole('textbox', { name: 'Adres' }));
    await userEvent.click(form.getByRole('textbox', { name: 'Adres' }));
    await userEvent.paste('Moda Caddesi No: 12 Daire: 4');
    await userEvent.click(form.getByRole('button', { name: 'Adresi kaydet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Yazlık/ })).toBeChecked());
    expect(view.toasts().map((t) => t.message)).toContain('Adresiniz eklendi.');
    // no carriers for this address: the card form is usable straight away
    expect(await screen.findByRole('textbox', { name: 'Kart numarası' })).toBeInTheDocument();
  });
});

describe('contracts after an address change', () => {
  it('fetches the contracts again for the new address', async () => {
    const contract = (text: string) => ({
      request: { query: CheckoutContractsDocument, variables: NO_CARD_VARIABLES },
      result: {
        data: {
          preInfoContract: { __typename: 'Contract', widgetZone: 'pre_info_contract', version: text, contents: [{ __typename: 'ContractContent', hTML: `<p>${text}</p>` }] },
          salesContract: { __typename: 'Contract', widgetZone: 'sales_contract', version: 'satis', contents: [{ __typename: 'ContractContent', hTML: '<p>Satış</p>' }] },
          paymentTerms: null,
        },
      },
    });
    await renderCheckout({
      mocks: [
        cartMock(makeCart({ shippingAddressId: 7, billingAddressId: 7, selectedShippingOption: 'Aras Kargo' })),
        addressesMock([home, office]),
        carriersMock([makeCarrier('Aras Kargo', { selected: true })]),
        selectAddressMock(8, 'BOTH'),
        contract('Alıcı: Moda Caddesi'),
        contract('Alıcı: Büyükdere Caddesi'),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ön Bilgilendirme Formu' }));
    expect(await screen.findByText('Alıcı: Moda Caddesi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await userEvent.click(screen.getByRole('radio', { name: /^İş/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^İş/ })).toBeChecked());
    await userEvent.click(await screen.findByRole('button', { name: 'Ön Bilgilendirme Formu' }));
    expect(await screen.findByText('Alıcı: Büyükdere Caddesi')).toBeInTheDocument();
  });
});

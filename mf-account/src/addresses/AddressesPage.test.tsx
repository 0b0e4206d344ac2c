import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccountAddCustomerAddressDocument,
  AccountCitiesDocument,
  AccountCustomerAddressesDocument,
  AccountCustomerInfoDocument,
  AccountDeleteCustomerAddressDocument,
  AccountDistrictsDocument,
  AccountNeighborhoodsDocument,
  AccountSelectCustomerAddressDocument,
  AccountUpdateCustomerAddressDocument,
} from 'shared-contracts/graphql';
import { AddressesPage } from './AddressesPage';
import { renderAccount } from '../testing/render-account';
import { apiError } from '../testing/auth-fixtures';
import { address } from '../testing/order-fixtures';

const listMock = (addresses: ReturnType<typeof address>[]) => ({ request: { query: AccountCustomerAddressesDocument }, result: { data: { customerAddresses: addresses } } });
const infoMock = {
  request: { query: AccountCustomerInfoDocument },
  result: {
    data: {
      customerInfo: {
        __typename: 'CustomerInfo', id: 7, firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: null, dateOfBirthDay: null, dateOfBirthMonth: null,
        dateOfBirthYear: null, gender: null, isGuest: false, newsletterPermissions: { __typename: 'NewsletterPermissions', permission: [] }, streetAddress2Required: false, zipPostalCodeRequired: false,
      },
    },
  },
};
const citiesMock = { request: { query: AccountCitiesDocument }, result: { data: { cities: [{ __typename: 'City', id: 34, name: 'İstanbul' }, { __typename: 'City', id: 6, name: 'Ankara' }] } } };
const districtsMock = (cityId: number, districts: [number, string][]) => ({
  request: { query: AccountDistrictsDocument, variables: { cityId } },
  result: { data: { districts: districts.map(([id, name]) => ({ __typename: 'District', id, cityId, name })) } },
});
const neighborhoodsMock = (districtId: number, list: [number, string, string][]) => ({
  request: { query: AccountNeighborhoodsDocument, variables: { districtId } },
  result: { data: { neighborhoods: list.map(([id, name, zip]) => ({ __typename: 'Neighborhood', id, districtId, name, zipPostalCode: zip })) } },
});
const mutationResult = (success: boolean, errors: ReturnType<typeof apiError>[] = [], saved: ReturnType<typeof address> | null = null) => ({
  __typename: 'AddressMutationResult', success, errors, address: saved,
});
const input = {
  title: 'Ev', firstName: 'Ayşe', lastName: 'Yılmaz', phoneNumber: '0(532) 123 45 67', email: null, cityId: 34, regionId: 3401, neighborhoodId: 340101,
  address1: 'Moda Caddesi No: 12 Daire 4', address2: null, zipPostalCode: '34710',
};

async function fill(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('AddressesPage', () => {
  test('adding the first address: cascade fills the postcode, the address becomes default for both, list refreshes', async () => {
    const { eventsOfType } = await renderAccount(<AddressesPage />, {
      url: '/account/addresses',
      mocks: [
        listMock([]),
        infoMock,
        citiesMock,
        districtsMock(34, [[3401, 'Kadıköy'], [3402, 'Beşiktaş']]),
        neighborhoodsMock(3401, [[340101, 'Moda', '34710'], [340102, 'Fenerbahçe', '34726']]),
        { request: { query: AccountAddCustomerAddressDocument, variables: { input } }, result: { data: { addCustomerAddress: mutationResult(true, [], address(41)) } } },
        { request: { query: AccountSelectCustomerAddressDocument, variables: { id: 41, type: 'BOTH' } }, result: { data: { selectCustomerAddress: { __typename: 'ActionResult', success: true, message: null, errors: [] } } } },
        listMock([address(41)]),
      ],
    });
    expect(await screen.findByText('Kayıtlı adresiniz yok.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni adres ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni adres ekle' });
    await fill('Adres başlığı', 'Ev');
    await fill('Ad', 'Ayşe');
    await fill('Soyad', 'Yılmaz');
    await fill('Telefon numarası', '5321234567');
    const district = within(dialog).getByRole('combobox', { name: 'İlçe' });
    expect(district).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'İl' })).toBeEnabled());
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'İl' }), 'İstanbul');
    await waitFor(() => expect(district).toBeEnabled());
    await userEvent.selectOptions(district, 'Kadıköy');
    const neighborhood = within(dialog).getByRole('combobox', { name: 'Mahalle' });
    await waitFor(() => expect(neighborhood).toBeEnabled());
    await userEvent.selectOptions(neighborhood, 'Moda');
    expect(screen.getByLabelText('Posta kodu')).toHaveValue('34710');
    await fill('Adres', 'Moda Caddesi No: 12 Daire 4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(eventsOfType('ui:toast').map((a) => a.payload)).toEqual([{ kind: 'success', message: 'Adresiniz eklendi.' }]);
    expect(within(screen.getByRole('list', { name: 'Adreslerim' })).getByText('Moda Caddesi No: 12 Daire 4')).toBeInTheDocument();
  });

  test('a changed city resets township and neighbourhood; short address lines are refused', async () => {
    await renderAccount(<AddressesPage />, {
      url: '/account/addresses',
      mocks: [listMock([]), infoMock, citiesMock, districtsMock(34, [[3401, 'Kadıköy']]), neighborhoodsMock(3401, [[340101, 'Moda', '34710']]), districtsMock(6, [[601, 'Çankaya']])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni adres ekle' }));
    const dialog = screen.getByRole('dialog');
    const city = within(dialog).getByRole('combobox', { name: 'İl' });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.selectOptions(city, 'İstanbul');
    const district = within(dialog).getByRole('combobox', { name: 'İlçe' });
    await waitFor(() => expect(district).toBeEnabled());
    await userEvent.selectOptions(district, 'Kadıköy');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Mahalle' })).toBeEnabled());
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Mahalle' }), 'Moda');
    await userEvent.selectOptions(city, 'Ankara');
    expect(district).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Mahalle' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Mahalle' })).toBeDisabled();
    expect(screen.getByLabelText('Posta kodu')).toHaveValue('');
    await waitFor(() => expect(within(district).getByRole('option', { name: 'Çankaya' })).toBeInTheDocument());

    await fill('Adres', 'Kısa adres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('En az 15 karakter olmalıdır.')).toBeInTheDocument();
  });

  test('editing: an error array shows its first message and keeps the form open', async () => {
    const existing = address(5);
    const { eventsOfType } = await renderAccount(<AddressesPage />, {
      url: '/account/addresses',
      mocks: [
        listMock([existing]),
        infoMock,
        citiesMock,
        districtsMock(34, [[3401, 'Kadıköy']]),
        neighborhoodsMock(3401, [[340101, 'Moda', '34710']]),
        {
          request: { query: AccountUpdateCustomerAddressDocument, variables: { id: 5, input: { ...input, title: 'İş', email: 'ayse@example.com' } } },
          result: { data: { updateCustomerAddress: mutationResult(false, [apiError('İl, ilçe ve mahalle seçimi birbiriyle uyuşmuyor.', 'ui.address.location_mismatch')]) } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ev adresini düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Adresi düzenle' });
    expect(screen.getByLabelText('Adres başlığı')).toHaveValue('Ev');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Mahalle' })).toHaveValue('340101'));
    await fill('Adres başlığı', 'İş');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(eventsOfType('ui:toast')).toHaveLength(1));
    expect(eventsOfType('ui:toast')[0].payload).toEqual({ kind: 'error', message: 'İl, ilçe ve mahalle seçimi birbiriyle uyuşmuyor.' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('deleting asks first, then says so and refreshes the list', async () => {
    const { eventsOfType } = await renderAccount(<AddressesPage />, {
      url: '/account/addresses',
      mocks: [
        listMock([address(5)]),
        infoMock,
        { request: { query: AccountDeleteCustomerAddressDocument, variables: { id: 5 } }, result: { data: { deleteCustomerAddress: { __typename: 'ActionResult', success: true, message: null, errors: [] } } } },
        listMock([]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ev adresini sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Adresi sil' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Kayıtlı adresiniz yok.')).toBeInTheDocument();
    expect(eventsOfType('ui:toast')[0].payload).toEqual({ kind: 'success', message: 'Adresiniz silindi.' });
  });

  test('the default delivery and billing address can be changed from the list; defaults carry a badge', async () => {
    const home = (overrides: Record<string, unknown> = {}) => address(5, { title: 'Ev', ...overrides });
    const work = (overrides: Record<string, unknown> = {}) => address(6, { title: 'İş', isDefaultBilling: false, isDefaultShipping: false, ...overrides });
    const select = (id: number, type: string) => ({
      request: { query: AccountSelectCustomerAddressDocument, variables: { id, type } },
      result: { data: { selectCustomerAddress: { __typename: 'ActionResult', success: true, message: 'Adres seçildi.', errors: [] } } },
    });
    const { eventsOfType } = await renderAccount(<AddressesPage />, {
      url: '/account/addresses',
      mocks: [
        listMock([home(), work()]),
        infoMock,
        select(6, 'SHIPPING'),
        listMock([work({ isDefaultShipping: true }), home({ isDefaultShipping: false })]),
        select(6, 'BILLING'),
        listMock([work({ isDefaultShipping: true, isDefaultBilling: true }), home({ isDefaultShipping: false, isDefaultBilling: false })]),
      ],
    });
    const card = async (name: string) => screen.findByRole('listitem', { name });
    expect(within(await card('Ev')).getByText('Varsayılan teslimat')).toBeInTheDocument();
    expect(within(await card('Ev')).queryByRole('button', { name: /varsayılan teslimat adresi yap/i })).not.toBeInTheDocument();
    expect(within(await card('İş')).queryByText('Varsayılan teslimat')).not.toBeInTheDocument();

    await userEvent.click(within(await card('İş')).getByRole('button', { name: 'İş adresini varsayılan teslimat adresi yap' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'İş' })).getByText('Varsayılan teslimat')).toBeInTheDocument());
    expect(within(await card('Ev')).queryByText('Varsayılan teslimat')).not.toBeInTheDocument();
    expect(within(await card('Ev')).getByText('Varsayılan fatura')).toBeInTheDocument();
    expect(eventsOfType('ui:toast')[0].payload).toEqual({ kind: 'success', message: 'İş varsayılan teslimat adresiniz oldu.' });

    await userEvent.click(within(await card('İş')).getByRole('button', { name: 'İş adresini varsayılan fatura adresi yap' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'İş' })).getByText('Varsayılan fatura')).toBeInTheDocument());
    expect(within(await card('Ev')).getByRole('button', { name: 'Ev adresini varsayılan fatura adresi yap' })).toBeEnabled();
    expect(eventsOfType('ui:toast')[1].payload).toEqual({ kind: 'success', message: 'İş varsayılan fatura adresiniz oldu.' });
  });

  test('a refused default change shows the server error', async () => {
    const { eventsOfType } = await renderAccount(<AddressesPage />, {
      url: '/account/addresses',
      mocks: [
        listMock([address(5), address(6, { title: 'İş', isDefaultBilling: false, isDefaultShipping: false })]),
        infoMock,
        {
          request: { query: AccountSelectCustomerAddressDocument, variables: { id: 6, type: 'BILLING' } },
          result: { data: { selectCustomerAddress: { __typename: 'ActionResult', success: false, message: null, errors: [apiError('Adres bulunamadı.', 'ui.address.not_found')] } } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'İş adresini varsayılan fatura adresi yap' }));
    await waitFor(() => expect(eventsOfType('ui:toast')).toHaveLength(1));
    expect(eventsOfType('ui:toast')[0].payload).toEqual({ kind: 'error', message: 'Adres bulunamadı.' });
  });
});

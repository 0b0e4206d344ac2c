import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationMocks } from '../../testing/address-form';
import { renderWithShell } from '../../testing/render-with-shell';
import { AddressFormModal } from './AddressFormModal';

// The look-ups answer slowly, as on a busy network.
const slowLocations = locationMocks.map((mock) => ({ ...mock, delay: 200 }));

describe('address form location lists', () => {
  it('offers a list only once its options are there, so a choice (by the arrow keys too) finds them', async () => {
    await act(async () => {
      renderWithShell(<AddressFormModal onClose={() => {}} onSaved={() => {}} />, { route: '/checkout', mocks: slowLocations });
    });
    const form = within(screen.getByRole('dialog', { name: 'Yeni adres' }));
    const city = form.getByRole('combobox', { name: 'İl' });
    const district = form.getByRole('combobox', { name: 'İlçe' });
    const neighbourhood = form.getByRole('combobox', { name: 'Mahalle' });
    expect(city).toBeDisabled();
    await waitFor(() => expect(city).toBeEnabled(), { timeout: 5000 });
    expect(within(city).getByRole('option', { name: 'Ankara' })).toBeInTheDocument();

    await userEvent.selectOptions(city, 'İstanbul');
    // Chosen a city, its districts are loading: not yet to be chosen from.
    expect(district).toBeDisabled();
    await waitFor(() => expect(district).toBeEnabled(), { timeout: 5000 });
    expect(within(district).getByRole('option', { name: 'Kadıköy' })).toBeInTheDocument();

    await userEvent.selectOptions(district, 'Kadıköy');
    expect(neighbourhood).toBeDisabled();
    await waitFor(() => expect(neighbourhood).toBeEnabled(), { timeout: 5000 });
    expect(within(neighbourhood).getByRole('option', { name: 'Caferağa' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { AccountCustomerGiftCardsDocument } from 'shared-contracts/graphql';
import { CouponsPage } from './CouponsPage';
import { renderAccount } from '../testing/render-account';

const card = (id: number, couponCode: string, isActive: boolean) => ({
  __typename: 'GiftCard',
  id,
  couponCode,
  amount: '₺250,00',
  amountValue: 250,
  remainingAmount: isActive ? '₺100,00' : '₺0,00',
  isActive,
  validTo: '2026-12-31T00:00:00.000Z',
});

describe('CouponsPage', () => {
  test('lists the gift cards with amount, remainder and state', async () => {
    await renderAccount(<CouponsPage />, {
      url: '/account/coupons',
      mocks: [{ request: { query: AccountCustomerGiftCardsDocument }, result: { data: { customerGiftCards: [card(1, 'HOSGELDIN250', true), card(2, 'ESKI50', false)] } } }],
    });
    await screen.findByText('HOSGELDIN250');
    const items = screen.getAllByRole('listitem');
    const coupons = items.filter((li) => li.textContent?.includes('Kupon kodu'));
    expect(coupons).toHaveLength(2);
    expect(within(coupons[0]).getByText('HOSGELDIN250')).toBeInTheDocument();
    expect(within(coupons[0]).getByText('₺100,00')).toBeInTheDocument();
    expect(within(coupons[0]).getByText('Geçerli')).toBeInTheDocument();
    expect(within(coupons[1]).getByText('Kullanılamaz')).toBeInTheDocument();
  });

  test('empty state with a start-shopping link', async () => {
    await renderAccount(<CouponsPage />, {
      url: '/account/coupons',
      mocks: [{ request: { query: AccountCustomerGiftCardsDocument }, result: { data: { customerGiftCards: [] } } }],
    });
    expect(await screen.findByText('Henüz bir kuponunuz yok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alışverişe başla' })).toHaveAttribute('href', '/');
  });

  test('a failed load offers a retry', async () => {
    await renderAccount(<CouponsPage />, {
      url: '/account/coupons',
      mocks: [{ request: { query: AccountCustomerGiftCardsDocument }, error: new Error('down') }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilgiler yüklenemedi.');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccountCreateCancelRequestDocument,
  AccountCreateReturnRequestDocument,
  AccountOrderDetailsDocument,
} from 'shared-contracts/graphql';
import { OrderRequestPage } from './OrderRequestPage';
import { renderAccount } from '../testing/render-account';
import { apiError } from '../testing/auth-fixtures';
import { orderDetail, orderItem, reason } from '../testing/order-fixtures';

const cancellable = orderItem(1, { userCanPartialCancel: true, availableCancelReasons: [reason(11, 'Vazgeçtim'), reason(12, 'Yanlış ürün')] });
const returnable = orderItem(2, { userCanPartialReturn: true, availableReturnReasons: [reason(21, 'Hasarlı geldi'), reason(22, 'Beğenmedim')] });
const locked = orderItem(3);
const order = orderDetail('100234', [cancellable, returnable, locked]);
const detail = { request: { query: AccountOrderDetailsDocument, variables: { orderNumber: '100234' } }, result: { data: { orderDetails: order } } };
const action = (success: boolean, message: string | null = null, errors: ReturnType<typeof apiError>[] = []) => ({ __typename: 'ActionResult', success, message, errors });

function render(mocks: object[] = []) {
  return renderAccount(<OrderRequestPage />, {
    url: '/account/orders/cancel/100234',
    path: '/account/orders/cancel/:orderNumber',
    mocks: [detail, detail, detail, ...(mocks as never[])],
  });
}

describe('OrderRequestPage', () => {
  test('only requestable items are offered; submit is disabled with nothing picked; ticking again removes', async () => {
    await render();
    const cancelBox = await screen.findByRole('checkbox', { name: /Altın Kolye 1 \(İptal\)/ });
    expect(screen.getByRole('checkbox', { name: /Altın Kolye 2 \(İade\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Altın Kolye 3/ })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Talebi gönder' });
    expect(submit).toBeDisabled();
    await userEvent.click(cancelBox);
    expect(submit).toBeEnabled();
    expect(within(screen.getByRole('combobox', { name: 'Altın Kolye 1 için neden' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Neden seçiniz', 'Vazgeçtim', 'Yanlış ürün']);
    await userEvent.click(cancelBox);
    expect(screen.queryByRole('combobox', { name: 'Altın Kolye 1 için neden' })).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  test('a reason is required for each picked item', async () => {
    const { eventsOfType } = await render();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Altın Kolye 2/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Talebi gönder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen bir neden seçiniz.');
    expect(eventsOfType('ui:toast')).toHaveLength(0);
  });

  test('cancels and returns go as separate calls with their own success toasts, then back to orders', async () => {
    const { eventsOfType } = await render([
      {
        request: { query: AccountCreateCancelRequestDocument, variables: { orderId: 77, cancelItems: [{ orderItemLineId: 1001, cancelReasonId: 12, note: null }] } },
        result: { data: { createCancelRequest: action(true) } },
      },
      {
        request: { query: AccountCreateReturnRequestDocument, variables: { orderId: 77, returnItems: [{ orderItemLineId: 1002, returnReasonId: 21, note: 'Taşı düşmüş' }] } },
        result: { data: { createReturnRequest: action(true) } },
      },
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Altın Kolye 1/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Altın Kolye 1 için neden' }), 'Yanlış ürün');
    await userEvent.click(screen.getByRole('checkbox', { name: /Altın Kolye 2/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Altın Kolye 2 için neden' }), 'Hasarlı geldi');
    await userEvent.type(screen.getByLabelText('Altın Kolye 2 için not (isteğe bağlı)'), 'Taşı düşmüş');
    await userEvent.click(screen.getByRole('button', { name: 'Talebi gönder' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/orders$/));
    expect(eventsOfType('ui:toast').map((a) => a.payload)).toEqual([
      { kind: 'success', message: 'İptal talebiniz alındı.' },
      { kind: 'success', message: 'İade talebiniz alındı.' },
    ]);
  });

  test('a refused request shows the server message and stays', async () => {
    const { eventsOfType } = await render([
      {
        request: { query: AccountCreateReturnRequestDocument, variables: { orderId: 77, returnItems: [{ orderItemLineId: 1002, returnReasonId: 22, note: null }] } },
        result: { data: { createReturnRequest: action(false, null, [apiError('İade süresi (teslimattan itibaren 15 gün) dolmuş.', 'ui.cancel.window_passed')]) } },
      },
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Altın Kolye 2/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Altın Kolye 2 için neden' }), 'Beğenmedim');
    await userEvent.click(screen.getByRole('button', { name: 'Talebi gönder' }));
    await waitFor(() => expect(eventsOfType('ui:toast')).toHaveLength(1));
    expect(eventsOfType('ui:toast')[0].payload).toEqual({ kind: 'error', message: 'İade süresi (teslimattan itibaren 15 gün) dolmuş.' });
    expect(screen.getByTestId('location')).toHaveTextContent('/account/orders/cancel/100234');
  });

  test('an order with nothing requestable says so', async () => {
    const plain = { request: detail.request, result: { data: { orderDetails: orderDetail('100234', [locked]) } } };
    await renderAccount(<OrderRequestPage />, { url: '/account/orders/cancel/100234', path: '/account/orders/cancel/:orderNumber', mocks: [plain] });
    expect(await screen.findByText('Bu ürün için iade ya da iptal talebi oluşturulamaz.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Talebi gönder' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { renderAccount } from '../testing/render-account';
import { orderDetail } from '../testing/order-fixtures';
import { OrderContracts } from './OrderContracts';

describe('OrderContracts', () => {
  test('shows the contract HTML as the API sends it (the API cleans it on output)', async () => {
    const html = '<h3>Madde 1</h3><table><tbody><tr><td>Satıcı</td><td>Işıltı Takı</td></tr></tbody></table>';
    const contract = { ...orderDetail('100234', []).contracts[1], hTML: html };
    await renderAccount(<OrderContracts contracts={[contract]} />);
    const details = screen.getByText('Mesafeli Satış Sözleşmesi', { selector: 'summary' }).closest('details')!;
    expect(within(details).getByRole('heading', { level: 3, hidden: true })).toHaveTextContent('Madde 1');
    expect(within(details).getByRole('cell', { name: 'Işıltı Takı', hidden: true })).toBeInTheDocument();
    expect(details.querySelector('div')!.innerHTML).toBe(html);
  });
});

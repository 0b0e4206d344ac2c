import { cartFailureMessage } from './cart-feedback';

const fallback = 'Sepet güncellenemedi';

describe('cartFailureMessage', () => {
  it('is null for a successful call', () => {
    expect(cartFailureMessage({ status: true, message: ['Sepet güncellendi'], errors: [] }, fallback)).toBeNull();
  });
  it('shows the returned message when status is false', () => {
    expect(cartFailureMessage({ status: false, message: ['Stok yetersiz'], errors: [{ message: 'x' }] }, fallback)).toBe('Stok yetersiz');
  });
  it('shows the first error when there is no message', () => {
    expect(cartFailureMessage({ status: false, message: [], errors: [{ message: 'Ürün bulunamadı' }, { message: 'b' }] }, fallback)).toBe('Ürün bulunamadı');
  });
  it('falls back to the generic text', () => {
    expect(cartFailureMessage({ status: false, message: [' '], errors: [] }, fallback)).toBe(fallback);
  });
});

import { parsePaymentFrameMessage } from './payment-frame-message';

describe('parsePaymentFrameMessage', () => {
  it('reads success and error objects', () => {
    expect(parsePaymentFrameMessage({ status: 'success' })).toEqual({ status: 'success' });
    expect(parsePaymentFrameMessage({ status: 'error', message: 'Yetersiz bakiye' })).toEqual({ status: 'error', message: 'Yetersiz bakiye' });
  });
  it('reads a JSON string', () => {
    expect(parsePaymentFrameMessage('{"status":"error","message":"3D doğrulama başarısız"}')).toEqual({ status: 'error', message: '3D doğrulama başarısız' });
  });
  it('ignores other messages', () => {
    expect(parsePaymentFrameMessage('webpackHotUpdate')).toBeNull();
    expect(parsePaymentFrameMessage({ type: 'resize' })).toBeNull();
    expect(parsePaymentFrameMessage(null)).toBeNull();
  });
  it('keeps an error without text as an error', () => {
    expect(parsePaymentFrameMessage({ status: 'error' })).toEqual({ status: 'error', message: '' });
  });
});

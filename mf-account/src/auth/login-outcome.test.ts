import { loginFailure, outcomeOfResult } from './login-outcome';

test('check results map to steps; both spellings accepted', () => {
  expect(outcomeOfResult('SUCCESSFUL_SEND_OTP_SMS')).toEqual({ kind: 'code', channel: 'sms' });
  expect(outcomeOfResult('SUCCESSFULL_SEND_OTP_SMS')).toEqual({ kind: 'code', channel: 'sms' });
  expect(outcomeOfResult('SUCCESSFUL_SEND_OTP_EMAIL')).toEqual({ kind: 'code', channel: 'email' });
  expect(outcomeOfResult('SUCCESSFULL_LOGIN_PASSWORD')).toEqual({ kind: 'password' });
  expect(outcomeOfResult('FAILED')).toEqual({ kind: 'error' });
  expect(outcomeOfResult(null)).toEqual({ kind: 'error' });
});

test('login failure: first error, else WrongPassword, else generic', () => {
  expect(loginFailure({ status: 'WrongPassword', errors: [{ message: 'Kilitli' }] })).toEqual({ kind: 'text', text: 'Kilitli' });
  expect(loginFailure({ status: 'WrongPassword', errors: [] })).toEqual({ kind: 'wrongPassword' });
  expect(loginFailure({ status: 'Other' })).toEqual({ kind: 'generic' });
});

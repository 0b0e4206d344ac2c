import { codeLength, countdownSeconds } from './otp-rules';

const base = { externalId: 'e', otpQueueId: 'q' };

test('countdown: period in ms / 1000, 60 when zero, 120 when absent', () => {
  expect(countdownSeconds({ ...base, verificationCodeRenewalPeriod: 90000 })).toBe(90);
  expect(countdownSeconds({ ...base, verificationCodeRenewalPeriod: 0 })).toBe(60);
  expect(countdownSeconds({ ...base, verificationCodeRenewalPeriod: null })).toBe(120);
  expect(countdownSeconds(null)).toBe(120);
});

test('code length: from the OTP data, default 6', () => {
  expect(codeLength({ ...base, verificationCodeCharacterLength: 4 })).toBe(4);
  expect(codeLength({ ...base, verificationCodeCharacterLength: 0 })).toBe(6);
  expect(codeLength(undefined)).toBe(6);
});

// Mocked API responses for the auth flows.
import type { MockLink } from '@apollo/client/testing';
import {
  AccountEasyLoginCheckDocument,
  AccountEasyOtpLoginDocument,
  AccountEasyOtpRenewalDocument,
  AccountEasyPasswordLoginDocument,
  type LoginType,
} from 'shared-contracts/graphql';

export function otpData(overrides: Partial<{ externalId: string; otpQueueId: string; verificationCodeCharacterLength: number; verificationCodeRenewalPeriod: number; continueWithPassword: boolean }> = {}) {
  return {
    __typename: 'OtpData' as const,
    externalId: 'ext-1',
    otpQueueId: 'queue-1',
    verificationCodeCharacterLength: 6,
    verificationCodeRenewalPeriod: 120000,
    continueWithPassword: true,
    ...overrides,
  };
}

export function apiError(message: string, code = 'ui.auth.login_error') {
  return { __typename: 'ApiError' as const, code, message, field: null };
}

export function loginCheckMock(
  type: LoginType,
  value: string,
  response: { result: string; otpData?: ReturnType<typeof otpData> | null; errors?: ReturnType<typeof apiError>[] },
): MockLink.MockedResponse {
  return {
    request: { query: AccountEasyLoginCheckDocument, variables: { type, value } },
    result: { data: { easyLoginCheck: { __typename: 'LoginCheckResult', result: response.result, otpData: response.otpData ?? null, errors: response.errors ?? [] } } },
  };
}

export function passwordLoginMock(
  variables: { type: LoginType; email: string | null; phone: string | null; password: string },
  response: { status: string; token?: string | null; errors?: ReturnType<typeof apiError>[] },
): MockLink.MockedResponse {
  return {
    request: { query: AccountEasyPasswordLoginDocument, variables },
    result: { data: { easyPasswordLogin: { __typename: 'LoginResult', status: response.status, token: response.token ?? null, errors: response.errors ?? [] } } },
  };
}

export function otpLoginMock(
  variables: { verificationCode: string; externalId: string; otpQueueId: string },
  response: { status: string; token?: string | null; errors?: ReturnType<typeof apiError>[] },
): MockLink.MockedResponse {
  return {
    request: { query: AccountEasyOtpLoginDocument, variables },
    result: { data: { easyOtpLogin: { __typename: 'LoginResult', status: response.status, token: response.token ?? null, errors: response.errors ?? [] } } },
  };
}

export function otpRenewalMock(
  variables: { externalId: string; otpQueueId: string },
  response: { result: string; otpData?: ReturnType<typeof otpData> | null; errors?: ReturnType<typeof apiError>[] },
): MockLink.MockedResponse {
  return {
    request: { query: AccountEasyOtpRenewalDocument, variables },
    result: { data: { easyOtpRenewal: { __typename: 'OtpRenewalResult', result: response.result, otpData: response.otpData ?? null, errors: response.errors ?? [] } } },
  };
}

// Mocked agreements and registration responses.
import type { MockLink } from '@apollo/client/testing';
import { AccountEasyRegisterDocument, AccountRegisterAgreementsDocument, type RegisterInput } from 'shared-contracts/graphql';
import type { apiError, otpData } from './auth-fixtures';

export const MEMBERSHIP = {
  __typename: 'Topic' as const,
  id: 1,
  systemName: 'membership_agreement',
  title: 'Üyelik Sözleşmesi',
  body: '<p>Üyelik sözleşmesinin <b>tam metni</b>.</p>',
  required: true,
  genericAttributes: [{ __typename: 'TopicGenericAttribute' as const, key: 'TEXT', value: 'Üyelik sözleşmesini okudum, kabul ediyorum.' }],
};

export const MARKETING = {
  __typename: 'Topic' as const,
  id: 2,
  systemName: 'marketing_permission',
  title: 'Ticari ileti izni',
  body: '<p>Kampanyalardan haberdar olmak için izin metni.</p>',
  required: false,
  genericAttributes: [],
};

export function agreementsMock(topics = [MEMBERSHIP, MARKETING]): MockLink.MockedResponse {
  return {
    request: { query: AccountRegisterAgreementsDocument, variables: { type: 'REGISTER' } },
    result: { data: { topicsByType: { __typename: 'TopicsByType', topics } } },
  };
}

export function registerMock(
  input: RegisterInput,
  response: { result: string; token?: string | null; otpData?: ReturnType<typeof otpData> | null; errors?: ReturnType<typeof apiError>[]; resultText?: string | null },
): MockLink.MockedResponse {
  return {
    request: { query: AccountEasyRegisterDocument, variables: { input } },
    result: {
      data: {
        easyRegister: {
          __typename: 'RegistrationResult',
          result: response.result,
          otpData: response.otpData ?? null,
          token: response.token ?? null,
          errors: response.errors ?? [],
          status: response.token ? 'Success' : 'Pending',
          resultText: response.resultText ?? null,
          segmentId: null,
        },
      },
    },
  };
}

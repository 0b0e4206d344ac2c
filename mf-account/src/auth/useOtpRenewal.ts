// easyOtpRenewal for the code screens: new OTP data on 'Success', else an error text.
import { useMutation } from 'shared-contracts';
import { useCallback } from 'react';
import { AccountEasyOtpRenewalDocument } from 'shared-contracts/graphql';
import type { OtpDataLike } from './otp-rules';
import { useLoginMessages } from './useLoginMessages';

export type RenewalOutcome = { ok: true; otpData: OtpDataLike } | { ok: false; error: string };

export function useOtpRenewal(): (otpData: OtpDataLike) => Promise<RenewalOutcome> {
  const [renew] = useMutation(AccountEasyOtpRenewalDocument);
  const messages = useLoginMessages();
  return useCallback(
    async (otpData) => {
      try {
        const { data } = await renew({ variables: { externalId: otpData.externalId, otpQueueId: otpData.otpQueueId } });
        const response = data?.easyOtpRenewal;
        if (response?.result === 'Success') return { ok: true, otpData: response.otpData ?? otpData };
        return { ok: false, error: messages.renewalFailed(response?.errors, response?.result) };
      } catch {
        return { ok: false, error: messages.unexpected() };
      }
    },
    [renew, messages],
  );
}

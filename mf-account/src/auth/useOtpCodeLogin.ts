// The code step's work, shared by the login and the registration overlay: verify the code with
// easyOtpLogin (a token hands over to onToken, anything else is a translated error), and renew
// the code on request (the new otpData replaces the old one).
import { useState } from 'react';
import { useMutation } from 'shared-contracts';
import { AccountEasyOtpLoginDocument } from 'shared-contracts/graphql';
import type { OtpDataLike } from './otp-rules';
import { useLoginMessages } from './useLoginMessages';
import { useOtpRenewal } from './useOtpRenewal';

export function useOtpCodeLogin(initialOtp: OtpDataLike, onToken: (token: string) => void) {
  const messages = useLoginMessages();
  const renew = useOtpRenewal();
  const [otpLogin] = useMutation(AccountEasyOtpLoginDocument);
  const [otpData, setOtpData] = useState(initialOtp);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (code: string) => {
    setSubmitting(true);
    setError(null);
    try {
      const { data } = await otpLogin({ variables: { verificationCode: code, externalId: otpData.externalId, otpQueueId: otpData.otpQueueId } });
      const response = data?.easyOtpLogin;
      if (response?.token) {
        onToken(response.token);
        return;
      }
      setError(messages.loginFailed(response ?? {}));
    } catch {
      setError(messages.unexpected());
    }
    setSubmitting(false);
  };

  const resend = async () => {
    setError(null);
    const outcome = await renew(otpData);
    if (!outcome.ok) {
      setError(outcome.error);
      return null;
    }
    setOtpData(outcome.otpData);
    return outcome.otpData;
  };

  return { otpData, submitting, error, submit, resend };
}

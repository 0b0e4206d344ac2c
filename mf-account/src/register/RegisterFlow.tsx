// Registration (section 4, Registration outcomes): a token logs in at once; a code result opens
// the code overlay; a password result switches to password login; anything else is an error.
import { useQuery } from 'shared-contracts';
import { useState } from 'react';
import { AccountRegisterAgreementsDocument } from 'shared-contracts/graphql';
import { outcomeOfResult, type CodeChannel } from '../auth/login-outcome';
import type { OtpDataLike } from '../auth/otp-rules';
import { useCompleteLogin } from '../auth/useCompleteLogin';
import { useLoginMessages } from '../auth/useLoginMessages';
import { PasswordStep } from '../login/PasswordStep';
import { QueryState } from '../common/QueryState';
import { useT } from '../common/useT';
import { RegisterCodeOverlay } from './RegisterCodeOverlay';
import { RegisterForm, type RegistrationResponse } from './RegisterForm';
import type { RegistrationValues } from './registration-input';
import { REGISTER_TOPIC_TYPE } from './register-topics';

type RegisterState =
  | { step: 'form' }
  | { step: 'code'; email: string; target: string; channel: CodeChannel; otpData: OtpDataLike }
  | { step: 'password'; email: string };

export { REGISTER_TOPIC_TYPE };

export function RegisterFlow() {
  const t = useT();
  const messages = useLoginMessages();
  const completeLogin = useCompleteLogin();
  const [state, setState] = useState<RegisterState>({ step: 'form' });
  const agreements = useQuery(AccountRegisterAgreementsDocument, { variables: { type: REGISTER_TOPIC_TYPE } });

  const handleResponse = (response: RegistrationResponse, values: RegistrationValues): string | null => {
    if (response.token) {
      completeLogin(response.token, 'register', { registered: true });
      return null;
    }
    const outcome = outcomeOfResult(response.result);
    if (outcome.kind === 'code' && response.otpData) {
      const target = outcome.channel === 'sms' && values.phone ? values.phone : values.email.trim();
      setState({ step: 'code', email: values.email.trim(), target, channel: outcome.channel, otpData: response.otpData });
      return null;
    }
    if (outcome.kind === 'password') {
      setState({ step: 'password', email: values.email.trim() });
      return null;
    }
    return messages.checkFailed(response.errors, response.resultText);
  };

  const topics = agreements.data?.topicsByType.topics ?? [];
  return (
    <QueryState query={agreements}>
      {state.step === 'password' ? (
        <PasswordStep identifier={{ type: 'EMAIL', value: state.email }} intro={t('account.register.passwordLoginIntro')} onChangeIdentifier={() => setState({ step: 'form' })} />
      ) : (
        <>
          <RegisterForm topics={topics} onResponse={handleResponse} />
          {state.step === 'code' ? (
            <RegisterCodeOverlay
              otpData={state.otpData}
              channel={state.channel}
              target={state.target}
              onClose={() => setState({ step: 'form' })}
              onUsePassword={() => setState({ step: 'password', email: state.email })}
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
}

// The login tab: identifier step, then password or code step as the first check decides.
import { useState } from 'react';
import { IdentifierStep } from './IdentifierStep';
import { LoginCodeStep } from './LoginCodeStep';
import type { LoginState } from './login-types';
import { PasswordStep } from './PasswordStep';

const START: LoginState = { step: 'identifier', identifier: { type: 'PHONE', value: '' } };

export function LoginFlow() {
  const [state, setState] = useState<LoginState>(START);
  const backToIdentifier = () => setState({ step: 'identifier', identifier: state.identifier });

  switch (state.step) {
    case 'password':
      return <PasswordStep identifier={state.identifier} onChangeIdentifier={backToIdentifier} />;
    case 'code':
      return (
        <LoginCodeStep
          identifier={state.identifier}
          channel={state.channel}
          otpData={state.otpData}
          onUsePassword={() => setState({ step: 'password', identifier: state.identifier })}
          onClose={backToIdentifier}
        />
      );
    default:
      return (
        <IdentifierStep
          initial={state.identifier}
          onPassword={(identifier) => setState({ step: 'password', identifier })}
          onCode={(identifier, channel, otpData) => setState({ step: 'code', identifier, channel, otpData })}
        />
      );
  }
}

// Standalone mode only: the shell's login lives in mf-account, so the dev page signs in with the
// demo customer's e-mail and password to reach the login-only pages.
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, selectIsLoggedIn, type ShellState, useApolloClient } from 'shared-contracts';
import { AccountEasyPasswordLoginDocument } from 'shared-contracts/graphql';

export function DevLogin() {
  const client = useApolloClient();
  const dispatch = useDispatch();
  const isLoggedIn = useSelector((s: ShellState) => selectIsLoggedIn(s));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (isLoggedIn)
    return (
      <button
        type="button"
        onClick={async () => {
          dispatch(EVENTS.authLoggedOut());
          await client.clearStore();
        }}
      >
        Log out
      </button>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { data } = await client.mutate({ mutation: AccountEasyPasswordLoginDocument, variables: { type: 'EMAIL', email, phone: null, password } });
      const token = data?.easyPasswordLogin.token;
      if (!token) {
        setError(data?.easyPasswordLogin.errors[0]?.message ?? data?.easyPasswordLogin.status ?? 'login failed');
        return;
      }
      dispatch(EVENTS.authLoggedIn({ token, method: 'password' }));
      await client.resetStore();
    } catch (err) {
      setError(String(err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <input aria-label="E-mail" placeholder="e-mail" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input aria-label="Password" placeholder="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit">Dev login</button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}

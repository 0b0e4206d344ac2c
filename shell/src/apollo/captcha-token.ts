// Turns the API's self-hosted proof-of-work challenge into a captcha token: the challenge a 410
// carries (solveCaptchaChallenge), or, from an API whose 410 carries none, a plain fetch of the
// CaptchaChallenge operation (obtainCaptchaToken); solved with altcha-lib and sent back as the
// base64 JSON payload altcha servers verify ({algorithm, challenge, number, salt, signature}).
import { print } from 'graphql';
import { buildRequestHeaders, type Language } from 'shared-contracts/rules';
import { CaptchaChallengeDocument, type CaptchaChallengeQuery } from 'shared-contracts/graphql';

export class CaptchaError extends Error {
  constructor(reason: string) {
    super(`Captcha token could not be obtained: ${reason}`);
    this.name = 'CaptchaError';
  }
}

/** The CaptchaChallenge query's answer, or the challenge a 410 carries (maxnumber may be absent). */
type Challenge = Omit<CaptchaChallengeQuery['captchaChallenge'], 'maxnumber'> & { maxnumber?: number | null };
export type ChallengeSolver = (c: Challenge) => Promise<number | null>;

// altcha-lib is loaded only when the API first asks for a captcha.
const altchaSolver: ChallengeSolver = async (c) => {
  const { solveChallenge } = await import('altcha-lib');
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber ?? undefined).promise;
  return solution?.number ?? null;
};

export interface CaptchaTokenOptions {
  uri: string;
  fetchImpl: typeof fetch;
  getLanguage: () => Language;
  solve?: ChallengeSolver;
}

/** Solves one challenge into the token of the captcha header. */
export async function solveCaptchaChallenge(challenge: Challenge, solve: ChallengeSolver = altchaSolver): Promise<string> {
  const number = await solve(challenge);
  if (number === null) throw new CaptchaError('challenge not solved');
  const { algorithm, challenge: text, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: text, number, salt, signature }));
}

export async function obtainCaptchaToken(opts: CaptchaTokenOptions): Promise<string> {
  const response = await opts.fetchImpl(opts.uri, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...buildRequestHeaders({ language: opts.getLanguage() }) },
    body: JSON.stringify({ operationName: 'CaptchaChallenge', query: print(CaptchaChallengeDocument).trim(), variables: {} }),
  });
  if (!response.ok) throw new CaptchaError(`challenge request answered ${response.status}`);
  const body = (await response.json()) as { data?: CaptchaChallengeQuery | null };
  const challenge = body.data?.captchaChallenge;
  if (!challenge) throw new CaptchaError('no challenge in the response');
  return solveCaptchaChallenge(challenge, opts.solve);
}

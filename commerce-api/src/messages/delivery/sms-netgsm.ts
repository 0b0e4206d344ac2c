// SMS through Netgsm's documented HTTP API (REST v2): POST {NETGSM_URL}/sms/rest/v2/send with basic
// authentication and {msgheader, encoding: 'TR', iysfilter, messages: [{msg, no}]}; the answer is
// {code, jobid, description}, code "00" when the message is taken. Turkish characters travel with
// encoding TR. Codes that say the message itself cannot go (20 text, 70 parameters, 50/51 İYS)
// end it; the others (30 credentials or IP, 40 sender title: the shop's settings to fix; 80/85 rate
// limits; 100/101 and HTTP 5xx system errors) are tried again later.
import type { ChannelSender, MessageRow } from './transport.js';
import { permanent, transient } from './delivery-error.js';

export interface NetgsmSettings {
  usercode: string;
  password: string;
  /** the sender title (msgheader) registered with Netgsm: SMS_SENDER */
  sender: string;
  /** default https://api.netgsm.com.tr (tests point it at a local server) */
  baseUrl?: string;
  timeoutMs?: number;
}

export const NETGSM_ERRORS: Record<string, { text: string; permanent: boolean }> = {
  '20': { text: 'message text refused (a problem in the text or longer than allowed)', permanent: true },
  '30': { text: 'invalid user code or password, no API access, or a request from an address not allowed', permanent: false },
  '40': { text: 'the sender title (SMS_SENDER) is not defined for the account', permanent: false },
  '50': { text: 'İYS-controlled sending is not possible with this account', permanent: true },
  '51': { text: 'no İYS brand code for this account', permanent: true },
  '70': { text: 'invalid request: a parameter is wrong or missing', permanent: true },
  '80': { text: 'sending rate limit exceeded', permanent: false },
  '85': { text: 'more than 20 messages to the same number within a minute', permanent: false },
  '100': { text: 'Netgsm system error', permanent: false },
  '101': { text: 'Netgsm system error', permanent: false },
};

/** The number as Netgsm takes it: 90 and the ten digits of a Turkish mobile number. */
export function netgsmNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('90') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  if (!/^5\d{9}$/.test(national)) throw permanent(`not a Turkish mobile number: ${JSON.stringify(phone.slice(0, 20))}`);
  return `90${national}`;
}

export function createNetgsmSender(settings: NetgsmSettings): ChannelSender {
  const url = `${(settings.baseUrl ?? 'https://api.netgsm.com.tr').replace(/\/+$/, '')}/sms/rest/v2/send`;
  const auth = `Basic ${Buffer.from(`${settings.usercode}:${settings.password}`).toString('base64')}`;
  return {
    name: 'netgsm',
    idempotent: false,
    async send(row: MessageRow) {
      const body = {
        msgheader: settings.sender,
        encoding: 'TR',
        // commercial messages go through Netgsm's İYS check for individuals (11); others none (0)
        iysfilter: row.purpose === 'marketing' ? '11' : '0',
        messages: [{ msg: row.body, no: netgsmNumber(row.recipient) }],
      };
      let response: Response;
      try {
        response = await fetch(url, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000) });
      } catch (error) {
        throw transient(`Netgsm unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      const text = await response.text();
      let answer: { code?: string; jobid?: string; description?: string } = {};
      try {
        answer = JSON.parse(text);
      } catch {
        // a proxy's error page: judged by the HTTP status below
      }
      const code = answer.code === undefined ? null : String(answer.code);
      if (code === '00' && answer.jobid) return { providerMessageId: String(answer.jobid) };
      if (code && NETGSM_ERRORS[code]) {
        const known = NETGSM_ERRORS[code];
        const message = `Netgsm ${code}: ${known.text}`;
        throw known.permanent ? permanent(message) : transient(message);
      }
      const message = `Netgsm answered HTTP ${response.status}${code ? ` code ${code}` : ''}: ${text.slice(0, 200)}`;
      throw response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429 ? permanent(message) : transient(message);
    },
  };
}

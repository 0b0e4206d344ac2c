// The staff second factor: RFC 6238 codes (6 digits, 30 s, SHA-1: what every authenticator app
// reads from an otpauth:// URL) through otplib, and the enrolment QR code through `qrcode`.
// A code is accepted for the current step and one step either side (clock drift), and only for a
// step after the last one accepted (staff_accounts.totp_last_step), so a code works once.
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Işıltı Takı';
const PERIOD_S = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUrl(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

export function totpQrCodeDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** The current code of a secret (the staff CLI, the tests). */
export function currentTotpCode(secret: string, at = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * The time step a code matches (within one step of now and after `lastStep`), or null. The caller
 * stores the step atomically (only if still after the last one) so two racing requests cannot
 * both use one code.
 */
export async function matchTotpStep(secret: string, code: string, lastStep: number | null, at = new Date()): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: PERIOD_S,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

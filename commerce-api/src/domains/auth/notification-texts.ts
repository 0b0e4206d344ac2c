// Texts of the SMS and e-mails the API sends (codes, password reset), in tr and en. They are the
// API's own content, not UI messages, so they live here rather than in the shared ui.* keys.
import type { Language } from 'shared-contracts/server';

export type OtpPurpose = 'LOGIN' | 'REGISTER' | 'PHONE_CHANGE';

const CODE_SUBJECT: Record<Language, Record<OtpPurpose, string>> = {
  tr: { LOGIN: 'Giriş doğrulama kodunuz', REGISTER: 'Üyelik doğrulama kodunuz', PHONE_CHANGE: 'Telefon doğrulama kodunuz' },
  en: { LOGIN: 'Your sign-in code', REGISTER: 'Your registration code', PHONE_CHANGE: 'Your phone verification code' },
};

export function codeMessage(language: Language, purpose: OtpPurpose, code: string, minutes: number) {
  const subject = CODE_SUBJECT[language][purpose];
  const body =
    language === 'en'
      ? `${subject}: ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`
      : `${subject}: ${code}. Kod ${minutes} dakika geçerlidir. Kimseyle paylaşmayınız.`;
  return { subject, body };
}

export function passwordResetMessage(language: Language, link: string, minutes: number) {
  if (language === 'en') {
    return {
      subject: 'Reset your password',
      body: `Open this link to choose a new password (valid for ${minutes} minutes): ${link}\nIf you did not ask for it, ignore this e-mail.`,
    };
  }
  return {
    subject: 'Şifre sıfırlama',
    body: `Yeni şifrenizi belirlemek için bu bağlantıyı açınız (${minutes} dakika geçerlidir): ${link}\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayınız.`,
  };
}

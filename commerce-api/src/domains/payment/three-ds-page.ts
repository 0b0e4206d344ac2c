// The sandbox bank's 3-D Secure page: bank, merchant, amount (with instalments: the instalment,
// the cash price and the interest, the figures of the accepted contracts) and masked card, and the code sent
// by SMS (labelled, numeric, one-time-code autocomplete), with submit and cancel (submit comes
// first so Enter in the field confirms). The result page tells the shop's window the outcome
// with postMessage({status, message}), addressed to that window's origin only.
import { escapeHtml, scriptJson } from '../checkout/html-escape.js';
import { threeDsPath } from './three-ds-form.js';

const TEXT = {
  tr: {
    title: '3-D Secure doğrulama',
    merchant: 'İşyeri',
    amount: 'Tutar',
    card: 'Kart',
    installments: 'Taksit',
    advance: 'Peşin',
    cash: 'Peşin fiyat',
    interest: 'Vade farkı',
    label: 'SMS ile gönderilen doğrulama kodu',
    hint: 'Telefonunuza gönderilen 6 haneli kodu giriniz.',
    submit: 'Onayla',
    cancel: 'İptal',
    attemptsLeft: (n: number) => `Kalan deneme hakkı: ${n}`,
    done: 'İşlem tamamlandı. Bu pencere kapanacak.',
  },
  en: {
    title: '3-D Secure verification',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    installments: 'Instalments',
    advance: 'Single payment',
    cash: 'Cash price',
    interest: 'Instalment interest',
    label: 'Verification code sent by SMS',
    hint: 'Enter the 6-digit code sent to your phone.',
    submit: 'Confirm',
    cancel: 'Cancel',
    attemptsLeft: (n: number) => `Attempts left: ${n}`,
    done: 'Done. This window will close.',
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1d2433}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(20,30,60,.12);overflow:hidden}
header{background:#15325b;color:#fff;padding:16px 20px;display:flex;justify-content:space-between;align-items:center}
header strong{font-size:1rem}header span{font-size:.8rem;letter-spacing:.08em;border:1px solid #fff;border-radius:4px;padding:2px 6px}
.content{padding:20px}
h1{font-size:1.15rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px;font-size:.95rem}
dt{color:#5a6478}dd{margin:0;font-weight:600;text-align:right}
label{display:block;font-weight:600;margin-bottom:6px}
.hint{font-size:.85rem;color:#5a6478;margin:0 0 8px}
input{width:100%;font-size:1.4rem;letter-spacing:.4em;text-align:center;padding:10px;border:2px solid #9aa5b8;border-radius:8px}
input:focus{outline:3px solid #2d6cdf;outline-offset:1px;border-color:#2d6cdf}
.error{background:#fdecec;color:#9b1c1c;border-radius:6px;padding:8px 10px;margin:0 0 12px;font-size:.9rem}
.actions{display:flex;gap:12px;margin-top:16px}
button{flex:1;font-size:1rem;padding:12px;border-radius:8px;border:0;cursor:pointer}
button[type=submit]{background:#15325b;color:#fff}
button.secondary{background:#fff;color:#15325b;border:2px solid #15325b}
button:focus-visible{outline:3px solid #2d6cdf;outline-offset:2px}
`;

export interface CodePageData {
  paymentId: string;
  language: 'tr' | 'en';
  bankName: string;
  merchant: string;
  /** What the card is charged, interest included. */
  amountText: string;
  maskedCard: string;
  installmentCount: number;
  /** With instalments: one instalment's amount, the cash price and the interest. */
  installmentText?: string;
  cashText?: string;
  interestText?: string;
  error?: string;
  attemptsLeft?: number;
  /** The shop's origin, carried to the result page. */
  shopOrigin: string;
}

export function threeDsCodePage(d: CodePageData): string {
  const t = TEXT[d.language];
  const action = escapeHtml(threeDsPath(d.paymentId));
  const errorBlock = d.error
    ? `<p class="error" id="code-error" role="alert">${escapeHtml(d.error)}${d.attemptsLeft !== undefined ? ` ${escapeHtml(t.attemptsLeft(d.attemptsLeft))}` : ''}</p>`
    : '';
  return `<!doctype html>
<html lang="${d.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)} – ${escapeHtml(d.bankName)}</title><style>${STYLE}</style></head>
<body>
<main>
<header><strong>${escapeHtml(d.bankName)}</strong><span aria-hidden="true">3-D SECURE</span></header>
<div class="content">
<h1>${escapeHtml(t.title)}</h1>
<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(d.merchant)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(d.amountText)}</dd>
<dt>${escapeHtml(t.card)}</dt><dd>${escapeHtml(d.maskedCard)}</dd>
<dt>${escapeHtml(t.installments)}</dt><dd>${d.installmentCount > 1 ? escapeHtml(d.installmentText ? `${d.installmentCount} x ${d.installmentText}` : String(d.installmentCount)) : escapeHtml(t.advance)}</dd>
${d.installmentCount > 1 && d.cashText && d.interestText ? `<dt>${escapeHtml(t.cash)}</dt><dd>${escapeHtml(d.cashText)}</dd>
<dt>${escapeHtml(t.interest)}</dt><dd>${escapeHtml(d.interestText)}</dd>
` : ''}</dl>
${errorBlock}
<form method="post" action="${action}">
<label for="code">${escapeHtml(t.label)}</label>
<p class="hint" id="code-hint">${escapeHtml(t.hint)}</p>
<input type="hidden" name="shopOrigin" value="${escapeHtml(d.shopOrigin)}">
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus aria-describedby="code-hint${d.error ? ' code-error' : ''}"${d.error ? ' aria-invalid="true"' : ''}>
<div class="actions">
<button type="submit" name="action" value="verify">${escapeHtml(t.submit)}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>
</div>
</main>
</body>
</html>`;
}

export function threeDsResultPage(language: 'tr' | 'en', status: 'success' | 'error', message: string, shopOrigin: string): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body>
<main><div class="content"><h1>${escapeHtml(t.title)}</h1><p role="status">${escapeHtml(message)}</p><p>${escapeHtml(t.done)}</p></div></main>
<script>window.parent.postMessage(${scriptJson({ status, message })}, ${scriptJson(shopOrigin)});</script>
</body>
</html>`;
}

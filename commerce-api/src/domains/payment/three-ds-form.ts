// The `form` cardPayment returns: a document the shop shows in an iframe (srcdoc) that posts at
// once to the sandbox bank's 3-D Secure page, like a bank's redirect form. Its script is a file
// (THREE_DS_REDIRECT_SCRIPT_PATH), not inline: a srcdoc document runs under the shop page's
// Content-Security-Policy, which allows the shop's own files and no inline script without the
// page's nonce.
import { escapeHtml } from '../checkout/html-escape.js';

export const THREE_DS_REDIRECT_SCRIPT_PATH = '/payment/3ds-redirect.js';
/** Reports the frame's origin (a srcdoc frame has its parent's: the shop's) and submits the form. */
export const THREE_DS_REDIRECT_SCRIPT = "var f=document.getElementById('bank-redirect');f.elements.shopOrigin.value=self.origin;f.submit();\n";

export function threeDsPath(paymentId: string): string {
  return `/payment/3ds/${encodeURIComponent(paymentId)}`;
}

export function threeDsRedirectForm(paymentOrigin: string, paymentId: string, language: 'tr' | 'en'): string {
  const origin = paymentOrigin.replace(/\/+$/, '');
  const action = `${origin}${threeDsPath(paymentId)}`;
  const text = language === 'en' ? 'Redirecting to your bank for 3-D Secure verification…' : '3-D Secure doğrulaması için bankanıza yönlendiriliyorsunuz…';
  const button = language === 'en' ? 'Continue' : 'Devam et';
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>3-D Secure</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#222}p{margin:0 0 1rem}</style></head>
<body>
<form id="bank-redirect" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="step" value="start">
<input type="hidden" name="shopOrigin" value="">
<p role="status">${escapeHtml(text)}</p>
<noscript><button type="submit">${escapeHtml(button)}</button></noscript>
</form>
<script src="${escapeHtml(`${origin}${THREE_DS_REDIRECT_SCRIPT_PATH}`)}"></script>
</body>
</html>`;
}

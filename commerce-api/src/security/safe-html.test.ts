// The API's HTML cleaning (safe-html.ts): shared-contracts' rules, remembered by text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rememberedHtmlCount, safeHtml, safeHtmlOnce, safeOptionalHtml } from './safe-html.js';

const MALICIOUS =
  '<p onclick="steal()">Güvenli<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bağlantı</a>' +
  '<style>body{display:none}</style><form action="https://evil.example"><input name="card"></form>';
const CLEAN = '<p>Güvenli</p><img src="x"><a>bağlantı</a>';

test('scripts, handlers, script links, style sheets and forms are removed; ordinary markup stays', () => {
  assert.equal(safeHtml(MALICIOUS), CLEAN);
  assert.equal(safeHtmlOnce(MALICIOUS), CLEAN);
  const ordinary = '<h2>İade</h2><p>15 gün içinde <a href="/sayfa/iade">iade</a> edebilirsiniz.</p><table><tbody><tr><td>1</td></tr></tbody></table>';
  assert.equal(safeHtml(ordinary), ordinary);
});

test('cleaning is idempotent: a cleaned text comes out unchanged (contract versions rely on it)', () => {
  const once = safeHtmlOnce('<p>A<br/>B &#39;x&#39; &amp; <b>c</b></p>');
  assert.equal(safeHtmlOnce(once), once);
});

test('text without markup is returned as it is; null stays null', () => {
  assert.equal(safeHtml('Ölçü tablosuna bakınız & seçiniz.'), 'Ölçü tablosuna bakınız & seçiniz.');
  assert.equal(safeOptionalHtml(null), null);
  assert.equal(safeOptionalHtml(undefined), null);
});

test('the same text is cleaned once and then answered from memory; safeHtmlOnce keeps nothing', () => {
  const before = rememberedHtmlCount();
  const text = `<p>Tekrar ${Date.now()}</p><script>x()</script>`;
  assert.equal(safeHtml(text), text.replace('<script>x()</script>', ''));
  assert.equal(rememberedHtmlCount(), before + 1);
  assert.equal(safeHtml(text), text.replace('<script>x()</script>', ''));
  assert.equal(rememberedHtmlCount(), before + 1);
  safeHtmlOnce(`<p>Kişisel ${Date.now()}</p>`);
  assert.equal(rememberedHtmlCount(), before + 1);
});

test('a remembered text costs a lookup: far below a cleaning', () => {
  const text = `<p>${'Altın yüzük, zirkon taşlı. '.repeat(12)}</p><p>Bakım: <strong>yumuşak bez</strong>.</p>`;
  safeHtml(text);
  const rounds = 2_000;
  let start = performance.now();
  for (let i = 0; i < rounds; i++) safeHtml(text);
  const remembered = (performance.now() - start) / rounds;
  start = performance.now();
  for (let i = 0; i < 50; i++) safeHtmlOnce(text);
  const cleaning = (performance.now() - start) / 50;
  assert.ok(remembered * 10 < cleaning, `remembered ${remembered.toFixed(4)} ms vs cleaning ${cleaning.toFixed(4)} ms`);
});

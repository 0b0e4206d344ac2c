// The contract PDFs: the accepted HTML laid out as text with the Turkish letters intact (read
// back through the embedded font's ToUnicode map, as a viewer copies text), headings and table
// rows kept apart, entities decoded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pdfText } from '../testing/pdf-text.js';
import { contractParagraphs, contractPdf, decodeEntities } from './contract-pdf.js';

const HTML =
  '<h2>MESAFELİ SATIŞ SÖZLEŞMESİ</h2><p><strong>1. Taraflar.</strong> Satıcı: Işıltı Takı &amp; Mücevherat A.Ş.<br>Alıcı: Ayşe Yılmaz &lt;ayse@example.com&gt;</p>' +
  '<table><thead><tr><th>Ürün</th><th>Adet</th></tr></thead><tbody><tr><td>Altın Yüzük — Yüzük Ölçüsü: 13</td><td>2</td></tr></tbody></table><p>Çağrı &#305; &#x15F;</p>';

test('paragraphs: headings, bold runs, line breaks and table rows; entities decoded', () => {
  const paragraphs = contractParagraphs(HTML);
  assert.deepEqual(
    paragraphs.map((p) => [p.style, p.runs.map((r) => (r.bold ? `*${r.text}*` : r.text)).join('')]),
    [
      ['h2', '*MESAFELİ SATIŞ SÖZLEŞMESİ*'],
      ['p', '*1. Taraflar.* Satıcı: Işıltı Takı & Mücevherat A.Ş.\nAlıcı: Ayşe Yılmaz <ayse@example.com>'],
      ['row', '*Ürün** | **Adet*'],
      ['row', 'Altın Yüzük — Yüzük Ölçüsü: 13 | 2'],
      ['p', 'Çağrı ı ş'],
    ],
  );
  assert.equal(decodeEntities('&quot;a&quot; &nbsp;&unknown; &#0;'), '"a"  &unknown; &#0;');
});

test('the PDF embeds DejaVu Sans and its text reads back with every Turkish letter', async () => {
  const pdf = await contractPdf({ title: 'Mesafeli Satış Sözleşmesi', html: HTML, shopName: 'Işıltı Takı', footer: 'Onay tarihi: 26 Kasım 2026 15:04', language: 'tr' });
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.match(pdf.toString('latin1'), /\/FontFile2 \d+ 0 R/, 'the font file is embedded');
  assert.match(pdf.toString('latin1'), /\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
  const text = pdfText(pdf).replace(/\s+/g, ' ');
  for (const expected of [
    'Işıltı Takı',
    'Onay tarihi: 26 Kasım 2026 15:04',
    'Mesafeli Satış Sözleşmesi',
    'MESAFELİ SATIŞ SÖZLEŞMESİ',
    '1. Taraflar. Satıcı: Işıltı Takı & Mücevherat A.Ş.',
    'Alıcı: Ayşe Yılmaz <ayse@example.com>',
    'Altın Yüzük — Yüzük Ölçüsü: 13 | 2',
    'Çağrı ı ş',
  ]) {
    assert.ok(text.includes(expected), `PDF text has "${expected}"`);
  }
  assert.ok(!text.includes('\ufffd'), 'no glyph without a character');
});

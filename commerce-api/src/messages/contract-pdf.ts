// The accepted contracts as PDF files, the durable copy the order e-mail carries. The contract
// text is the cleaned HTML the shopper accepted (headings, paragraphs, bold runs, line breaks,
// table rows); it is laid out as text in DejaVu Sans, embedded (a subset), so every Turkish
// letter (ç ğ ı İ ö ş ü) prints whatever the reader's PDF viewer has installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** The font files, read once per process. */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

type Style = 'h1' | 'h2' | 'h3' | 'p' | 'row';
interface Run {
  text: string;
  bold: boolean;
}
interface Paragraph {
  style: Style;
  runs: Run[];
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_STYLE: Record<string, Style> = { h1: 'h1', h2: 'h2', h3: 'h3', h4: 'h3', p: 'p', li: 'p', tr: 'row', div: 'p' };

/** The paragraphs of a cleaned contract text, each a list of plain and bold runs. */
export function contractParagraphs(html: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  let bold = 0;
  let cells = 0;
  const open = (style: Style) => {
    current = { style, runs: [] };
    paragraphs.push(current);
  };
  const push = (text: string) => {
    if (!current) open('p');
    current!.runs.push({ text, bold: bold > 0 || current!.style === 'h1' || current!.style === 'h2' || current!.style === 'h3' });
  };
  for (const token of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    const [, closing, rawTag, text] = token;
    if (text !== undefined) {
      const clean = decodeEntities(text).replace(/\s+/g, ' ');
      if (clean.trim() || (current && (current as Paragraph).runs.length)) push(clean);
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (BLOCK_STYLE[tag]) {
      if (closing) current = null;
      else {
        open(BLOCK_STYLE[tag]!);
        cells = 0;
      }
    } else if (tag === 'br') push('\n');
    else if (tag === 'strong' || tag === 'b' || tag === 'th') {
      bold = Math.max(0, bold + (closing ? -1 : 1));
      if (tag === 'th' && !closing && cells++ > 0) push(' | ');
    } else if (tag === 'td' && !closing && cells++ > 0) push(' | ');
  }
  return paragraphs
    .map((p) => ({ ...p, runs: p.runs.map((r) => ({ ...r, text: r.text.replace(/ *\n */g, '\n') })) }))
    .filter((p) => p.runs.some((r) => r.text.trim()));
}

const SIZE: Record<Style, number> = { h1: 16, h2: 14, h3: 11.5, p: 10, row: 9.5 };

export interface ContractPdfFacts {
  title: string;
  /** the contract's cleaned HTML, as accepted */
  html: string;
  shopName: string;
  /** the line under the shop's name, e.g. "Onay tarihi: 26 Kasım 2026 12:00" */
  footer: string;
  language: string;
}

/**
 * A PDF document with DejaVu Sans registered as 'regular' and 'bold', and its bytes once ended
 * (the sandbox invoice uses it too).
 */
export function dejaVuPdf(options: Record<string, unknown>): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument(options as unknown as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const files = fontFiles();
  doc.registerFont('regular', files.regular);
  doc.registerFont('bold', files.bold);
  return { doc, done };
}

/** One contract as an A4 PDF (Buffer). */
export function contractPdf(f: ContractPdfFacts): Promise<Buffer> {
  // font: null skips loading the standard Helvetica, which no contract uses.
  const options = { size: 'A4', margin: 56, info: { Title: f.title, Author: f.shopName, Subject: f.footer }, lang: f.language, displayTitle: true, font: null };
  const { doc, done } = dejaVuPdf(options);
  doc.font('bold').fontSize(9).fillColor('#6b6b6b').text(f.shopName);
  doc.font('regular').text(f.footer).moveDown(1).fillColor('#1f1f1f');
  doc.font('bold').fontSize(SIZE.h1).text(f.title).moveDown(0.6);
  for (const paragraph of contractParagraphs(f.html)) {
    doc.fontSize(SIZE[paragraph.style]);
    paragraph.runs.forEach((run, i) => {
      doc.font(run.bold ? 'bold' : 'regular').text(run.text, { continued: i < paragraph.runs.length - 1, lineGap: 2 });
    });
    doc.moveDown(paragraph.style === 'row' ? 0.2 : 0.5);
  }
  doc.end();
  return done;
}

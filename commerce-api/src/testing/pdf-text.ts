// Reads back the text of a PDF that pdfkit wrote with embedded (subset) fonts, for tests: each
// text line's glyph codes are turned into characters through its font's ToUnicode map, the way a
// PDF viewer copies text. Enough for pdfkit's own output, not a general PDF parser.
import { inflateSync } from 'node:zlib';

function objects(pdf: string): Map<number, string> {
  const found = new Map<number, string>();
  for (const m of pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) found.set(Number(m[1]), m[2]!);
  return found;
}

function streamOf(body: string): string {
  const m = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
  if (!m) return '';
  const data = Buffer.from(m[1]!, 'latin1');
  return (/\/FlateDecode/.test(body) ? inflateSync(data) : data).toString('latin1');
}

function hexChars(hex: string): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

/** glyph code -> text, from a ToUnicode CMap (bfrange with arrays or offsets, and bfchar). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const start = parseInt(m[1]!, 16);
      const end = parseInt(m[2]!, 16);
      if (m[3]!.startsWith('[')) [...m[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((t, i) => map.set(start + i, hexChars(t[1]!.replace(/\s/g, ''))));
      else for (let c = start, u = parseInt(m[3]!.slice(1, -1), 16); c <= end; c++, u++) map.set(c, String.fromCharCode(u));
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(m[1]!, 16), hexChars(m[2]!));
  }
  return map;
}

/** The PDF's text, one line per text object, pages in order. */
export function pdfText(buffer: Buffer): string {
  const pdf = buffer.toString('latin1');
  const objs = objects(pdf);
  const lines: string[] = [];
  for (const body of objs.values()) {
    if (!/\/Type \/Page\b/.test(body)) continue;
    const fonts = new Map<string, Map<number, string>>();
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(body)?.[1];
    const resources = resourcesRef ? (objs.get(Number(resourcesRef)) ?? '') : body;
    const fontBlock = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    for (const f of fontBlock.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const ref = /\/ToUnicode (\d+) 0 R/.exec(objs.get(Number(f[2])) ?? '')?.[1];
      fonts.set(f[1]!, ref ? toUnicode(streamOf(objs.get(Number(ref))!)) : new Map());
    }
    const contents = /\/Contents (\d+) 0 R/.exec(body)?.[1];
    let map = new Map<number, string>();
    for (const block of streamOf(objs.get(Number(contents)) ?? '').matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const op of block[1]!.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
        if (op[1]) map = fonts.get(op[1]) ?? new Map();
        else for (const h of op[2]!.matchAll(/<([0-9a-f]+)>/gi)) for (let i = 0; i < h[1]!.length; i += 4) line += map.get(parseInt(h[1]!.slice(i, i + 4), 16)) ?? '\ufffd';
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}

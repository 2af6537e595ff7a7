import { deflateSync } from 'node:zlib';

/** Object bodies by number; a body ending in a stream is written as given. */
export type HandMadeObjects = Record<number, string>;

/** `<< … /Length n >> stream … endstream` for `data`. */
export function streamObject(dict: string, data: string | Buffer): string {
  const bytes = typeof data === 'string' ? data : data.toString('latin1');
  return `<< ${dict} /Length ${bytes.length} >>\nstream\n${bytes}\nendstream`;
}

/** A PDF with a classic cross-reference table, laid out exactly as the objects say. */
export function classicPdf(objects: HandMadeObjects, trailer: string, header = '%PDF-1.4'): Buffer {
  let out = `${header}\n`;
  const offsets = new Map<number, number>();
  for (const [num, body] of Object.entries(objects)) {
    offsets.set(Number(num), out.length);
    out += `${num} 0 obj\n${body}\nendobj\n`;
  }
  const size = Math.max(...offsets.keys()) + 1;
  const xref = out.length;
  out += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let num = 1; num < size; num += 1) {
    const offset = offsets.get(num);
    out += offset === undefined ? '0000000000 00000 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Rows of a cross-reference stream, PNG "Up"-filtered as qpdf writes them (Predictor 12). */
export function pngUpRows(rows: number[][]): Buffer {
  const out: number[] = [];
  rows.forEach((row, index) => {
    out.push(2);
    row.forEach((byte, column) => out.push((byte - (index > 0 ? rows[index - 1]![column]! : 0) + 256) % 256));
  });
  return deflateSync(Buffer.from(out));
}

/** A one-page document: catalog 1, pages 2, page 3 with content stream 4 drawing `content`. */
export function onePagePdf(pageEntries = '', content = 'BT /F1 12 Tf 72 720 Td (Hello) Tj ET'): Buffer {
  return classicPdf(
    {
      1: '<< /Type /Catalog /Pages 2 0 R >>',
      2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      3: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${pageEntries} >>`,
      4: streamObject('', content),
      5: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    },
    '/Root 1 0 R',
  );
}

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { seededRandom } from '@studyhub/platform/testing';
import { copyFirstPages } from './copy-pages';
import { PdfFileReader } from './pdf-file';
import { PdfStructureError } from './pdf-values';
import { PdfWriter } from './pdf-writer';
import { onePagePdf } from './testing/hand-made-pdf';

const SYNTAX = Buffer.from('<>[]()/ 0123456789R\nobjendstreamxref', 'latin1');

/** `file` with a few bytes overwritten, removed or repeated, as damage or a crafted upload would. */
function damaged(file: Buffer, next: () => number): Buffer {
  const bytes = Buffer.from(file);
  const edits = 1 + Math.floor(next() * 4);
  let out = bytes;
  for (let edit = 0; edit < edits; edit += 1) {
    const at = Math.floor(next() * out.length);
    const kind = next();
    // Mostly bytes overwritten in place: offsets stay right, so the copy reads deep into the damage.
    if (kind < 0.85) out[at] = next() < 0.5 ? SYNTAX[Math.floor(next() * SYNTAX.length)]! : Math.floor(next() * 256);
    else if (kind < 0.93) out = Buffer.concat([out.subarray(0, at), out.subarray(at + 1 + Math.floor(next() * 40))]);
    else out = Buffer.concat([out.subarray(0, at), out.subarray(at, at + Math.floor(next() * 40)), out.subarray(at)]);
  }
  return out;
}

async function sources(): Promise<Buffer[]> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page += 1) pdf.addPage([300, 400]).drawText(`page ${page}`, { font, x: 20, y: 20 });
  return [
    onePagePdf('/Rotate 90 /Annots [6 0 R]'),
    Buffer.from(await pdf.save({ useObjectStreams: true })),
    Buffer.from(await pdf.save({ useObjectStreams: false })),
  ];
}

describe('copying pages from damaged files', () => {
  it('either copies or refuses with a PdfStructureError, never anything else, on 1,500 damaged files', async () => {
    const next = seededRandom(20261127);
    const unexpected: string[] = [];
    let copied = 0;
    for (const source of await sources()) {
      for (let round = 0; round < 500; round += 1) {
        const file = damaged(source, next);
        try {
          const writer = new PdfWriter();
          const [page] = copyFirstPages(new PdfFileReader(file), 1, writer);
          writer.set(page!.ref, page!.dict);
          // What was copied is itself a readable file.
          new PdfFileReader(writer.toBuffer(writer.add(null)));
          copied += 1;
        } catch (error) {
          if (!(error instanceof PdfStructureError))
            unexpected.push(`${(error as Error).name}: ${(error as Error).message}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    // Much of the damage lands in stream data or bytes the copy never reads: those files still copy.
    expect(copied).toBeGreaterThan(150);
  });
});

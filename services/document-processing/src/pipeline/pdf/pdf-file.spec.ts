import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pagesOf } from './page-tree';
import { bufferSource, type ByteSource } from './byte-source';
import { PdfFileReader } from './pdf-file';
import { decodeStream } from './stream-decoding';
import { PdfUpdate } from './pdf-update';
import { PdfDict, type PdfName, PdfNumber, PdfRef, PdfStructureError, serialize } from './pdf-values';
import { classicPdf, onePagePdf, pngUpRows, streamObject } from './testing/hand-made-pdf';

/** A source that counts the bytes asked of it. */
function countingSource(bytes: Buffer): ByteSource & { bytesRead: number } {
  const inner = bufferSource(bytes);
  const source = {
    length: inner.length,
    bytesRead: 0,
    read: (offset: number, length: number) => {
      const piece = inner.read(offset, length);
      source.bytesRead += piece.length;
      return piece;
    },
  };
  return source;
}

describe('reading a PDF through its cross-reference', () => {
  it('resolves objects of a classic table, streams included, and reports free numbers as absent', () => {
    const reader = new PdfFileReader(onePagePdf());
    expect(reader.xrefStyle).toBe('table');
    expect(reader.size).toBe(6);
    const page = reader.dict(new PdfRef(3, 0))!;
    expect((page.get('Type') as PdfName).raw).toBe('Page');
    expect(reader.isStream(4)).toBe(true);
    expect(reader.isStream(3)).toBe(false);
    expect(decodeStream(reader.stream(4)).toString('latin1')).toContain('(Hello) Tj');
    expect(reader.object(0)).toBeUndefined();
    expect(reader.object(42)).toBeUndefined();
  });

  it('reads cross-reference streams and objects packed in object streams (as pdf-lib and qpdf write them)', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let page = 1; page <= 3; page += 1) pdf.addPage([300, 400]).drawText(`page ${page}`, { font, x: 10, y: 10 });
    const reader = new PdfFileReader(Buffer.from(await pdf.save({ useObjectStreams: true })));
    expect(reader.xrefStyle).toBe('stream');
    const pages = pagesOf(reader);
    expect(pages).toHaveLength(3);
    expect(reader.entry(pages[1]!.num)).toMatchObject({ kind: 'in-stream' });
    expect(serialize(reader.resolve(pages[1]!.mediaBox)!)).toBe('[0 0 300 400]');
  });

  it('undoes the PNG predictor of a cross-reference stream', () => {
    const page = classicPdf({ 1: '<< /Type /Catalog /Pages 2 0 R >>', 2: '<< /Type /Pages /Kids [] /Count 0 >>' }, '');
    const body = page.toString('latin1').slice(0, page.indexOf('xref'));
    const offsets = [body.indexOf('1 0 obj'), body.indexOf('2 0 obj')];
    const rows = [[0, 0, 0, 255], ...offsets.map((offset) => [1, offset >> 8, offset & 0xff, 0])];
    const xrefOffset = body.length;
    const data = pngUpRows(rows).toString('latin1');
    const file =
      body +
      `3 0 obj\n${streamObject('/Type /XRef /Size 3 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Columns 4 /Predictor 12 >>', data)}\nendobj\n` +
      `startxref\n${xrefOffset}\n%%EOF\n`;
    const reader = new PdfFileReader(Buffer.from(file, 'latin1'));
    expect(reader.entry(1)).toEqual({ kind: 'offset', offset: offsets[0], gen: 0 });
    expect(reader.entry(0)).toEqual({ kind: 'free' });
    expect((reader.dict(new PdfRef(2, 0))!.get('Type') as PdfName).raw).toBe('Pages');
  });

  it('finds the compressed objects of a hybrid file through /XRefStm', () => {
    const header = '6 0 ';
    const objects = {
      1: '<< /Type /Catalog /Pages 2 0 R >>',
      2: '<< /Type /Pages /Kids [] /Count 0 >>',
      7: streamObject('/Type /XRef /Size 9 /W [1 1 1] /Index [6 1]', Buffer.from([2, 8, 0])),
      8: streamObject(`/Type /ObjStm /N 1 /First ${header.length}`, `${header}<< /Kind /Hidden >>`),
    };
    const draft = classicPdf(objects, '/Root 1 0 R');
    const hybrid = classicPdf(objects, `/Root 1 0 R /XRefStm ${draft.indexOf('7 0 obj')}`);
    const reader = new PdfFileReader(hybrid);
    expect(serialize(reader.object(6)!)).toBe('<</Kind /Hidden>>');
    expect(reader.xrefStyle).toBe('table');
  });

  it('reads only the structure it is asked for, not the streams of other pages', () => {
    const big = 'x'.repeat(200_000);
    const file = classicPdf(
      {
        1: '<< /Type /Catalog /Pages 2 0 R >>',
        2: '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
        3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
        4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R >>',
        5: streamObject('', big),
      },
      '/Root 1 0 R',
    );
    const source = countingSource(file);
    expect(pagesOf(new PdfFileReader(source), 1)).toHaveLength(1);
    expect(source.bytesRead).toBeLessThan(20_000);
  });

  it('refuses a damaged file instead of guessing', () => {
    const good = onePagePdf();
    const text = good.toString('latin1');
    const shifted = Buffer.from(text.replace('3 0 obj', '33 0 obj'), 'latin1');
    expect(() => new PdfFileReader(shifted).object(3)).toThrow(/not where the cross-reference says/);
    expect(() => new PdfFileReader(Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n999999'), 'latin1'))).toThrow(
      PdfStructureError,
    );
    expect(() => new PdfFileReader(Buffer.from(text.replace(/trailer[\s\S]*$/, ''), 'latin1'))).toThrow(
      PdfStructureError,
    );
    const looping = Buffer.from(text.replace('/Root 1 0 R', `/Root 1 0 R /Prev ${text.indexOf('xref\n')}`), 'latin1');
    expect(() => new PdfFileReader(looping)).toThrow(/looping/);
  });
});

describe('an incremental update', () => {
  it.each([
    ['a classic table', () => onePagePdf()],
    [
      'a cross-reference stream',
      async () => {
        const pdf = await PDFDocument.create();
        pdf.addPage([300, 400]);
        return Buffer.from(await pdf.save({ useObjectStreams: true }));
      },
    ],
  ])('on a file with %s adds and replaces objects, leaving every earlier byte as it was', async (_, make) => {
    const original = await make();
    const before = new PdfFileReader(original);
    const [page] = pagesOf(before);
    const update = new PdfUpdate(before);
    const note = update.add(new PdfDict().set('Note', PdfNumber.of(7)));
    const content = update.add(new PdfDict(), 'q Q\n');
    update.replace(page!.num, page!.dict.copy().set('Note', note).set('Contents', content));
    const updated = Buffer.concat([original, update.toBuffer()]);

    expect(updated.subarray(0, original.length).equals(original)).toBe(true);
    const after = new PdfFileReader(updated);
    expect(after.xrefStyle).toBe(before.xrefStyle);
    expect(after.size).toBeGreaterThan(before.size);
    const [newPage] = pagesOf(after);
    expect(newPage!.num).toBe(page!.num);
    expect(serialize(after.resolve(newPage!.dict.get('Note'))!)).toBe('<</Note 7>>');
    expect(decodeStream(after.stream((newPage!.dict.get('Contents') as PdfRef).num)).toString()).toBe('q Q\n');
    // What the update did not touch still reads from the original revision.
    expect(serialize(after.resolve(newPage!.mediaBox)!)).toBe(serialize(before.resolve(page!.mediaBox)!));
  });

  it('never replaces a stream or an object that does not exist', () => {
    const reader = new PdfFileReader(onePagePdf());
    const update = new PdfUpdate(reader);
    expect(() => update.replace(4, new PdfDict())).toThrow(/is a stream/);
    expect(() => update.replace(99, new PdfDict())).toThrow(/does not exist/);
  });
});

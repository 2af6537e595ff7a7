import { copyFirstPages, writeDocumentOf } from './copy-pages';
import { pagesOf } from './page-tree';
import { PdfFileReader } from './pdf-file';
import { decodeStream } from './stream-decoding';
import { type PdfDict, type PdfRef, PdfStructureError, serialize } from './pdf-values';
import { PdfWriter } from './pdf-writer';
import { classicPdf, streamObject, type HandMadeObjects } from './testing/hand-made-pdf';

/** The first `count` pages copied into a new file, read back. */
function copied(objects: HandMadeObjects, count: number): PdfFileReader {
  const writer = new PdfWriter();
  const pages = copyFirstPages(new PdfFileReader(classicPdf(objects, '/Root 1 0 R')), count, writer);
  const catalog = writeDocumentOf(writer, pages);
  return new PdfFileReader(writer.toBuffer(catalog));
}

/** Every object of the file, written out, to look for what it carries. */
function everything(reader: PdfFileReader): string {
  let out = '';
  for (let num = 1; num < reader.size; num += 1) {
    const value = reader.object(num);
    if (value === undefined) continue;
    out += `${num}: ${serialize(value)}\n`;
    if (reader.isStream(num)) out += `${reader.stream(num).data.toString('latin1')}\n`;
  }
  return out;
}

const image = (marker: string) => streamObject('/Type /XObject /Subtype /Image /Width 1 /Height 1', marker);

describe('copying the first pages of a document', () => {
  it('gives a page of a shared resource dictionary (LibreOffice) only the images and fonts it draws', () => {
    const reader = copied(
      {
        1: '<< /Type /Catalog /Pages 2 0 R >>',
        2: '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
        3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources 5 0 R /Contents 6 0 R >>',
        4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources 5 0 R /Contents 7 0 R >>',
        5: '<< /XObject << /Im1 8 0 R /Im2 9 0 R >> /Font << /F1 10 0 R /F2 11 0 R >> /ProcSet [/PDF] >>',
        6: streamObject('', 'q /Im1 Do Q BT /F1 9 Tf (one) Tj ET'),
        7: streamObject('', 'q /Im2 Do Q BT /F2 9 Tf (two) Tj ET'),
        8: image('IMAGE-OF-PAGE-ONE'),
        9: image('IMAGE-OF-PAGE-TWO'),
        10: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        11: '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
      },
      1,
    );
    const [page] = pagesOf(reader);
    const resources = page!.dict.get('Resources') as PdfDict;
    expect([...(resources.get('XObject') as PdfDict).entries.keys()]).toEqual(['Im1']);
    expect([...(resources.get('Font') as PdfDict).entries.keys()]).toEqual(['F1']);
    const all = everything(reader);
    expect(all).toContain('IMAGE-OF-PAGE-ONE');
    expect(all).not.toContain('IMAGE-OF-PAGE-TWO');
    expect(all).not.toContain('Courier');
    expect(decodeStream(reader.stream((page!.dict.get('Contents') as PdfRef).num)).toString()).toContain('/Im1 Do');
  });

  it('writes what a page inherits from the page tree into the page itself', () => {
    const reader = copied(
      {
        1: '<< /Type /Catalog /Pages 2 0 R >>',
        2: '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 500 700] /Rotate 90 /Resources << /Font << /F1 5 0 R >> >> >>',
        3: '<< /Type /Pages /Parent 2 0 R /Kids [4 0 R] /Count 1 /CropBox [10 10 490 690] >>',
        4: '<< /Type /Page /Parent 3 0 R /Contents 6 0 R >>',
        5: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        6: streamObject('', 'BT /F1 9 Tf (x) Tj ET'),
      },
      1,
    );
    const dict = pagesOf(reader)[0]!.dict;
    expect(serialize(dict.get('MediaBox')!)).toBe('[0 0 500 700]');
    expect(serialize(dict.get('CropBox')!)).toBe('[10 10 490 690]');
    expect(serialize(dict.get('Rotate')!)).toBe('90');
    expect([...((dict.get('Resources') as PdfDict).get('Font') as PdfDict).entries.keys()]).toEqual(['F1']);
  });

  it('leaves links, thumbnails and the rest of the document behind, and never follows a reference to a page', () => {
    const reader = copied(
      {
        1: '<< /Type /Catalog /Pages 2 0 R /Outlines 9 0 R >>',
        2: '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
        3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Annots [6 0 R] /Thumb 7 0 R /Resources << /Properties << /P1 8 0 R >> >> >>',
        4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 10 0 R >>',
        5: streamObject('', '/OC /P1 BDC 0 0 m 10 10 l S EMC'),
        6: '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /Dest [4 0 R /Fit] >>',
        7: image('THUMBNAIL'),
        8: '<< /Type /OCG /Name (layer) /Page 4 0 R >>',
        9: '<< /Type /Outlines /Count 0 >>',
        10: streamObject('', 'SECOND-PAGE-CONTENT'),
      },
      1,
    );
    const all = everything(reader);
    expect(all).not.toMatch(/Annots|Link|THUMBNAIL|Outlines|SECOND-PAGE-CONTENT/);
    expect(all).toMatch(/\/Type \/OCG\/Name \(layer\)\/Page null/);
  });

  it('leaves pages with form fields or notes to qpdf', () => {
    const objects: HandMadeObjects = {
      1: '<< /Type /Catalog /Pages 2 0 R >>',
      2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [5 0 R] >>',
      4: streamObject('', '0 0 m'),
      5: '<< /Type /Annot /Subtype /Widget /Rect [0 0 10 10] /FT /Tx /V (filled in) >>',
    };
    expect(() => copied(objects, 1)).toThrow(PdfStructureError);
  });

  it('keeps every resource when a form or Type 3 font it draws has none of its own, and reads escaped names', () => {
    const page = (contents: string, font = '7 0 R') => ({
      1: '<< /Type /Catalog /Pages 2 0 R >>',
      2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      3: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Fm1 5 0 R /Im1 6 0 R /Im2 8 0 R >> /Font << /T3 ${font} >> >> >>`,
      4: streamObject('', contents),
      5: streamObject('/Type /XObject /Subtype /Form /BBox [0 0 10 10]', '/Im1 Do'),
      6: image('DRAWN-BY-THE-FORM'),
      7: '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1 1] /FontMatrix [1 0 0 1 0 0] /CharProcs << >> >>',
      8: image('NAMED-WITH-AN-ESCAPE'),
    });
    expect(everything(copied(page('/Fm1 Do', 'null'), 1))).toContain('DRAWN-BY-THE-FORM');
    expect(everything(copied(page('BT /T3 1 Tf (a) Tj ET'), 1))).toContain('NAMED-WITH-AN-ESCAPE');
    const escaped = everything(copied(page('/Im#32 Do', 'null'), 1));
    expect(escaped).toContain('NAMED-WITH-AN-ESCAPE');
    expect(escaped).not.toContain('DRAWN-BY-THE-FORM');
  });
});

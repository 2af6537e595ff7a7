import { inflateRawSync } from 'node:zlib';
import { Packer } from 'docx';
import { PDFDocument } from 'pdf-lib';
import { exportFileName, toExportDocument, type EditorNode, type ExportDocument } from './document-model';
import { createPaperDocx } from './docx-export';
import { buildPaperPdf, toDrawableText } from './pdf-export';
import { layoutPdf, type PdfMetrics } from './pdf-layout';

const text = (value: string, ...marks: string[]): EditorNode => ({
  type: 'text',
  text: value,
  marks: marks.map((type) => ({ type })),
});

const DOC: EditorNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Introduction')] },
    {
      type: 'paragraph',
      content: [text('Plain '), text('bold', 'bold'), text(' and '), text('both', 'bold', 'italic', 'underline')],
    },
    { type: 'paragraph', content: [text('line one'), { type: 'hardBreak' }, text('line two')] },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [text('third')] },
            {
              type: 'bulletList',
              content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('nested')] }] }],
            },
          ],
        },
        { type: 'listItem', content: [{ type: 'paragraph', content: [text('fourth')] }] },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [text('quoted')] }] },
    { type: 'horizontalRule' },
    { type: 'paragraph' },
  ],
};

const plain = (value: string) => ({ text: value, bold: false, italic: false, underline: false });

describe('toExportDocument', () => {
  it('turns the editor document into headings, paragraphs, numbered and nested list items with their marks', () => {
    const model = toExportDocument({
      title: ' My paper ',
      doc: DOC,
      citationStyle: 'MLA_9',
      bibliography: ['Smith, J. Book.', ' '],
    });
    expect(model).toEqual<ExportDocument>({
      title: 'My paper',
      blocks: [
        { kind: 'heading', level: 2, runs: [plain('Introduction')] },
        {
          kind: 'paragraph',
          isQuote: false,
          runs: [
            plain('Plain '),
            { text: 'bold', bold: true, italic: false, underline: false },
            plain(' and '),
            { text: 'both', bold: true, italic: true, underline: true },
          ],
        },
        { kind: 'paragraph', isQuote: false, runs: [plain('line one'), plain('\n'), plain('line two')] },
        { kind: 'list-item', ordered: true, listId: 1, number: 3, depth: 0, runs: [plain('third')] },
        { kind: 'list-item', ordered: false, listId: 2, number: 1, depth: 1, runs: [plain('nested')] },
        { kind: 'list-item', ordered: true, listId: 1, number: 4, depth: 0, runs: [plain('fourth')] },
        { kind: 'paragraph', isQuote: true, runs: [plain('quoted')] },
        { kind: 'paragraph', isQuote: false, runs: [] },
      ],
      bibliography: { heading: 'Works Cited', entries: ['Smith, J. Book.'] },
    });
  });

  it('adds no second reference list when the text already has one under the style’s heading', () => {
    const doc: EditorNode = {
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 2 }, content: [text('References')] }],
    };
    const model = toExportDocument({ title: 'T', doc, citationStyle: 'APA_7', bibliography: ['Doe, A. (2024).'] });
    expect(model.bibliography).toBeNull();
    const mla = toExportDocument({ title: 'T', doc, citationStyle: 'MLA_9', bibliography: ['Doe, A. (2024).'] });
    expect(mla.bibliography).toEqual({ heading: 'Works Cited', entries: ['Doe, A. (2024).'] });
  });

  it('has no bibliography without sources and names an untitled paper', () => {
    const model = toExportDocument({ title: '', doc: { type: 'doc' }, citationStyle: 'APA_7', bibliography: [] });
    expect(model).toEqual({ title: 'Untitled paper', blocks: [], bibliography: null });
  });

  it('makes a safe file name of the title', () => {
    expect(exportFileName('Causes of the Révolution: 1789?', 'pdf')).toBe('Causes-of-the-Revolution-1789.pdf');
    expect(exportFileName('???', 'docx')).toBe('paper.docx');
  });
});

/** Every character 6 points wide at size 12, so line lengths are easy to reason about. */
const MONO: PdfMetrics = {
  measure: (value, _font, size) => [...value].length * (size / 2),
  pageWidth: 200,
  pageHeight: 200,
  margin: 20,
};

describe('layoutPdf', () => {
  const doc = (
    blocks: ExportDocument['blocks'],
    bibliography: ExportDocument['bibliography'] = null,
  ): ExportDocument => ({
    title: 'T',
    blocks,
    bibliography,
  });
  const paragraph = (value: string): ExportDocument['blocks'][number] => ({
    kind: 'paragraph',
    isQuote: false,
    runs: [plain(value)],
  });
  const lineTexts = (pages: ReturnType<typeof layoutPdf>) =>
    pages.map((lines) => lines.map((line) => line.runs.map((run) => run.text).join('|')));

  it('wraps words to the 160 pt column (26 characters), splitting a word longer than a line', () => {
    const pages = layoutPdf(doc([paragraph('aaaa bbbb cccc dddd eeee ffff gggg'), paragraph('x'.repeat(30))]), MONO);
    expect(lineTexts(pages)[0]).toEqual(['T', 'aaaa bbbb cccc dddd eeee', 'ffff gggg', 'x'.repeat(26), 'xxxx']);
    for (const line of pages[0]!) {
      for (const run of line.runs) expect(run.x + run.width).toBeLessThanOrEqual(MONO.pageWidth - MONO.margin);
    }
  });

  it('keeps fonts apart in runs, breaks at line breaks and hangs list markers left of the item', () => {
    const pages = layoutPdf(
      doc([
        {
          kind: 'paragraph',
          isQuote: false,
          runs: [plain('a '), { text: 'b c', bold: true, italic: false, underline: true }, plain('\n'), plain('d')],
        },
        { kind: 'list-item', ordered: true, listId: 1, number: 2, depth: 0, runs: [plain('item')] },
      ]),
      MONO,
    );
    const [, styled, broken, item] = pages[0]!;
    expect(styled!.runs.map((run) => [run.text, run.font, run.underline])).toEqual([
      ['a ', 'regular', false],
      ['b c', 'bold', true],
    ]);
    expect(broken!.runs.map((run) => run.text)).toEqual(['d']);
    expect(item!.runs.map((run) => run.text)).toEqual(['2.', 'item']);
    expect(item!.runs[0]!.x + item!.runs[0]!.width).toBeLessThan(item!.runs[1]!.x);
  });

  it('starts a new page when the next line would cross the bottom margin, top to bottom on each page', () => {
    const pages = layoutPdf(doc(Array.from({ length: 12 }, (_, index) => paragraph(`p${index}`))), MONO);
    expect(pages.length).toBeGreaterThan(1);
    const all = lineTexts(pages).flat();
    expect(all).toEqual(['T', ...Array.from({ length: 12 }, (_, index) => `p${index}`)]);
    for (const lines of pages) {
      const ys = lines.map((line) => line.y);
      expect(ys).toEqual([...ys].sort((a, b) => b - a));
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(MONO.margin);
      expect(Math.max(...ys)).toBeLessThanOrEqual(MONO.pageHeight - MONO.margin);
    }
  });

  it('hangs the bibliography entries’ later lines', () => {
    const pages = layoutPdf(doc([], { heading: 'References', entries: ['aaaa bbbb cccc dddd eeee ffff'] }), MONO);
    const [, heading, first, second] = pages[0]!;
    expect(heading!.runs[0]!.text).toBe('References');
    expect(second!.runs[0]!.x).toBeGreaterThan(first!.runs[0]!.x);
  });
});

describe('toDrawableText', () => {
  it('keeps what the font draws, falls back to unaccented letters, else a question mark', () => {
    const latin1 = (codePoint: number) => codePoint < 256;
    expect(toDrawableText('café ő 東', latin1)).toBe('café o ?');
  });
});

/** The text of word/document.xml inside a .docx (a zip), read through its central directory. */
function documentXmlOf(zip: Buffer): string {
  for (let offset = zip.length - 22; offset >= 0; offset -= 1) {
    if (zip.readUInt32LE(offset) !== 0x06054b50) continue;
    let entry = zip.readUInt32LE(offset + 16);
    const entries = zip.readUInt16LE(offset + 10);
    for (let index = 0; index < entries; index += 1) {
      const nameLength = zip.readUInt16LE(entry + 28);
      const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
      if (name === 'word/document.xml') {
        const method = zip.readUInt16LE(entry + 10);
        const size = zip.readUInt32LE(entry + 20);
        const local = zip.readUInt32LE(entry + 42);
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const data = zip.subarray(start, start + size);
        return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
      }
      entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
    }
  }
  throw new Error('word/document.xml not found');
}

describe('the exports', () => {
  const model = toExportDocument({
    title: 'Export test',
    doc: DOC,
    citationStyle: 'APA_7',
    bibliography: ['Doe, A. (2024). Title.'],
  });

  it('writes a Word document with the title, headings, marks, lists and the references', async () => {
    const xml = documentXmlOf(await Packer.toBuffer(createPaperDocx(model)));
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    expect(xml).toMatch(/<w:b\/>.*<w:t xml:space="preserve">bold<\/w:t>/);
    expect(xml).toContain('<w:u w:val="single"/>');
    expect(xml).toContain('<w:br/>');
    expect(xml).toContain('<w:numPr>');
    for (const piece of ['Export test', 'Introduction', 'nested', 'References', 'Doe, A. (2024). Title.']) {
      expect(xml).toContain(piece);
    }
  });

  it('writes a PDF with a page per laid-out page', async () => {
    const long = { ...model, blocks: Array.from({ length: 80 }, () => model.blocks[1]!) };
    const bytes = await buildPaperPdf(long);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toBe('Export test');
  });
});

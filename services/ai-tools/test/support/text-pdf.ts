import { PDFDocument, StandardFonts } from 'pdf-lib';

const LINE_CHARACTERS = 90;
const LINES_PER_PAGE = 50;

/** A PDF of the given paragraphs, wrapped at about 90 characters, 50 lines a page. */
export async function makeTextPdf(paragraphs: readonly string[]): Promise<Buffer> {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line !== '' && line.length + 1 + word.length > LINE_CHARACTERS) {
        lines.push(line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line, '');
  }
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
    const page = pdf.addPage([595, 842]);
    lines.slice(start, start + LINES_PER_PAGE).forEach((text, index) => {
      if (text !== '') page.drawText(text, { x: 40, y: 800 - index * 15, size: 11, font });
    });
  }
  return Buffer.from(await pdf.save());
}

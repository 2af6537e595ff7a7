import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { mapDocumentText, type ExportDocument } from './document-model';
import { layoutPdf, type FontKey } from './pdf-layout';

/** A4 in points, with one-inch margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 72 } as const;
const UNDERLINE_OFFSET = 1.6;

/**
 * Keeps what the font can draw. The standard PDF fonts cover Latin-1 and typographic punctuation
 * (WinAnsi); anything else is written as its unaccented letter when there is one, else `?`,
 * rather than failing the whole export.
 */
export function toDrawableText(text: string, canDraw: (codePoint: number) => boolean): string {
  let drawable = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (canDraw(codePoint) || char === '\n') {
      drawable += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    drawable += base !== '' && [...base].every((part) => canDraw(part.codePointAt(0)!)) ? base : '?';
  }
  return drawable;
}

/** The paper as a PDF built in the browser: laid out by `layoutPdf`, drawn with the standard Times fonts. */
export async function buildPaperPdf(document: ExportDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setCreator('Studyhub AI Writer');
  const fonts: Record<FontKey, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.TimesRoman),
    bold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    italic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    boldItalic: await pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
  };
  const drawable = new Set(fonts.regular.getCharacterSet());
  const cleaned = mapDocumentText(document, (text) => toDrawableText(text, (codePoint) => drawable.has(codePoint)));

  const pages = layoutPdf(cleaned, {
    measure: (text, font, size) => fonts[font].widthOfTextAtSize(text, size),
    pageWidth: PAGE.width,
    pageHeight: PAGE.height,
    margin: PAGE.margin,
  });
  const ink = rgb(0.06, 0.09, 0.16);
  for (const lines of pages) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    for (const line of lines) {
      for (const run of line.runs) {
        page.drawText(run.text, { x: run.x, y: line.y, size: run.size, font: fonts[run.font], color: ink });
        if (run.underline && run.width > 0) {
          const y = line.y - UNDERLINE_OFFSET;
          page.drawLine({ start: { x: run.x, y }, end: { x: run.x + run.width, y }, thickness: 0.6, color: ink });
        }
      }
    }
  }
  return pdf.save();
}

import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import type { GuideSection } from './demo-document-content';

const PAGE = { width: 595, height: 842, margin: 56 };

/** The preview shows the first pages: three of a long document, two of a short one. */
export function previewPagesFor(pageCount: number): number {
  return Math.min(pageCount, pageCount >= 6 ? 3 : 2);
}

function rgbOf(hex: string) {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Latin-1 text the standard fonts can draw (curly quotes and dashes become plain ones). */
function drawable(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A study guide as a real, multi-page PDF, and its first pages as the preview. */
export async function studyGuidePdfs(
  title: string,
  subtitle: string,
  sections: GuideSection[],
  color = '#2563eb',
): Promise<{ original: Uint8Array; preview: Uint8Array; pageCount: number; previewPageCount: number }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(title));
  pdf.setAuthor('Studyhub demo seller');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - PAGE.margin * 2;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, font: PDFFont, size: number, gapAfter: number, color = rgb(0.1, 0.1, 0.15)) => {
    for (const line of wrap(text, font, size, textWidth)) {
      if (y < PAGE.margin + size) newPage();
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gapAfter;
  };
  page.drawRectangle({ x: 0, y: PAGE.height - 14, width: PAGE.width, height: 14, color: rgbOf(color) });
  write(title, bold, 22, 6);
  write(subtitle, regular, 11, 18, rgb(0.35, 0.35, 0.45));
  for (const [index, section] of sections.entries()) {
    // Each part from the third on opens a page, so guides run to several pages as real ones do.
    if (index >= 2) newPage();
    write(section.heading, bold, 15, 6);
    for (const paragraph of section.paragraphs) write(paragraph, regular, 11, 8);
  }
  const pageCount = pdf.getPageCount();
  pdf.getPages().forEach((each, index) =>
    each.drawText(`${index + 1} / ${pageCount}`, {
      x: PAGE.width - PAGE.margin - 30,
      y: 28,
      size: 9,
      font: regular,
      color: rgb(0.5, 0.5, 0.55),
    }),
  );
  const original = await pdf.save();
  const previewDoc = await PDFDocument.create();
  const previewPageCount = previewPagesFor(pageCount);
  const copied = await previewDoc.copyPages(pdf, [...Array(previewPageCount).keys()]);
  copied.forEach((each) => previewDoc.addPage(each));
  return { original, preview: await previewDoc.save(), pageCount, previewPageCount };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

/** A card cover: the subject's colour, the document type and the title, as WebP. */
export async function coverImage(title: string, typeName: string, color: string): Promise<Buffer> {
  const lines = wrapPlain(title, 22).slice(0, 5);
  const text = lines
    .map(
      (line, index) =>
        `<text x="40" y="${300 + index * 46}" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="${color}"/>
    <rect x="0" y="640" width="600" height="160" fill="#000000" fill-opacity="0.18"/>
    <text x="40" y="120" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#ffffff" fill-opacity="0.85">${escapeXml(typeName.toUpperCase())}</text>
    ${text}
    <text x="40" y="730" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="#ffffff">Studyhub</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

function wrapPlain(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

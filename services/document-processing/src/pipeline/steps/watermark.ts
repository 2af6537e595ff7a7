import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

export const DEFAULT_WATERMARK_TEXT = 'Studyhub preview';

const WATERMARK_LAYOUT = 'v2';

/** Letter size; qpdf scales the overlay to each preview page, keeping its proportions. */
const PAGE = { width: 612, height: 792 };

/** Two decimals are far below a point: enough for placement, and fewer bytes in every preview. */
const fixed = (value: number) => Number(value.toFixed(2)).toString();

/**
 * One page with a faint diagonal line of text, to be overlaid on every preview page. Written by
 * hand rather than through drawText: one-letter resource names and short numbers, because qpdf
 * copies this page's content and resources into every preview.
 */
export async function makeWatermarkPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const size = 56;
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = font.widthOfTextAtSize(text, size);
  const angle = Math.atan2(PAGE.height, PAGE.width);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const x = PAGE.width / 2 - (cos * width) / 2 + (sin * size) / 3;
  const y = PAGE.height / 2 - (sin * width) / 2 - (cos * size) / 3;
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = [
    'q /G gs 0.45 0.45 0.5 rg BT',
    `/F ${size} Tf ${[cos, sin, -sin, cos, x, y].map(fixed).join(' ')} Tm`,
    `(${escaped}) Tj ET Q`,
  ].join('\n');
  page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(content)));
  page.node.set(
    PDFName.of('Resources'),
    pdf.context.obj({
      Font: { F: pdf.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica-Bold' }) },
      ExtGState: { G: pdf.context.obj({ Type: 'ExtGState', ca: 0.22, CA: 0.22 }) },
    }),
  );
  return pdf.save({ useObjectStreams: false });
}

const cache = new Map<string, Promise<string>>();

/** The watermark file for `text`, written once per machine and reused by every preview. */
export function watermarkFile(text: string = DEFAULT_WATERMARK_TEXT): Promise<string> {
  let file = cache.get(text);
  if (!file) {
    file = writeWatermark(text);
    file.catch(() => cache.delete(text));
    cache.set(text, file);
  }
  return file;
}

async function writeWatermark(text: string): Promise<string> {
  const dir = path.join(os.tmpdir(), 'studyhub-watermarks');
  await mkdir(dir, { recursive: true });
  // The layout's version is part of the name: a changed design never reuses an older file.
  const key = createHash('sha256').update(`${WATERMARK_LAYOUT}\n${text}`).digest('hex').slice(0, 16);
  const target = path.join(dir, `${key}.pdf`);
  const existing = await stat(target).catch(() => undefined);
  if (existing && existing.size > 0) return target;
  const temporary = `${target}.${process.pid}.${Date.now()}.partial`;
  await writeFile(temporary, await makeWatermarkPdf(text));
  await rename(temporary, target);
  return target;
}

import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export const DEFAULT_WATERMARK_TEXT = 'Studyhub preview';

/** Letter size; qpdf scales the overlay to each preview page, keeping its proportions. */
const PAGE = { width: 612, height: 792 };

/** One page with a faint diagonal line of text, to be overlaid on every preview page. */
export async function makeWatermarkPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size = 56;
  const width = font.widthOfTextAtSize(text, size);
  const angle = Math.atan2(PAGE.height, PAGE.width);
  page.drawText(text, {
    x: PAGE.width / 2 - (Math.cos(angle) * width) / 2 + (Math.sin(angle) * size) / 3,
    y: PAGE.height / 2 - (Math.sin(angle) * width) / 2 - (Math.cos(angle) * size) / 3,
    size,
    font,
    color: rgb(0.45, 0.45, 0.5),
    opacity: 0.22,
    rotate: degrees((angle * 180) / Math.PI),
  });
  return pdf.save();
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
  const target = path.join(dir, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.pdf`);
  const existing = await stat(target).catch(() => undefined);
  if (existing && existing.size > 0) return target;
  const temporary = `${target}.${process.pid}.${Date.now()}.partial`;
  await writeFile(temporary, await makeWatermarkPdf(text));
  await rename(temporary, target);
  return target;
}

import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

export const DEFAULT_WATERMARK_TEXT = 'Studyhub preview';

const WATERMARK_LAYOUT = 'v2';

/** Letter size; the design is scaled to each preview page, keeping its proportions. */
const PAGE = { width: 612, height: 792 };

/** Two decimals are far below a point: enough for placement, and fewer bytes in every preview. */
const fixed = (value: number) => Number(value.toFixed(2)).toString();

/** How the watermark is drawn, in a box of PAGE size, for any font and graphics-state names. */
export interface WatermarkDesign {
  width: number;
  height: number;
  /** The drawing operators, naming the font and the graphics state (for its opacity) as given. */
  content(fontName: string, stateName: string): string;
}

export const WATERMARK_FONT = { Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica-Bold' } as const;
export const WATERMARK_OPACITY = 0.22;

const designs = new Map<string, Promise<WatermarkDesign>>();

/** A faint diagonal line of text across the middle of the page (cached per text). */
export function watermarkDesign(text: string = DEFAULT_WATERMARK_TEXT): Promise<WatermarkDesign> {
  let design = designs.get(text);
  if (!design) {
    design = designFor(text);
    designs.set(text, design);
  }
  return design;
}

async function designFor(text: string): Promise<WatermarkDesign> {
  const size = 56;
  // pdf-lib only for the standard font's metrics, to centre the line.
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
  const width = font.widthOfTextAtSize(text, size);
  const angle = Math.atan2(PAGE.height, PAGE.width);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const x = PAGE.width / 2 - (cos * width) / 2 + (sin * size) / 3;
  const y = PAGE.height / 2 - (sin * width) / 2 - (cos * size) / 3;
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const matrix = [cos, sin, -sin, cos, x, y].map(fixed).join(' ');
  return {
    ...PAGE,
    content: (fontName, stateName) =>
      [`q /${stateName} gs 0.45 0.45 0.5 rg BT`, `/${fontName} ${size} Tf ${matrix} Tm`, `(${escaped}) Tj ET Q`].join(
        '\n',
      ),
  };
}

/**
 * The watermark as a one-page PDF, for qpdf's --overlay (the fallback when a preview cannot be
 * stamped in place). One-letter resource names and short numbers: qpdf copies this page's content
 * and resources into every preview.
 */
async function makeWatermarkPdf(text: string): Promise<Uint8Array> {
  const design = await watermarkDesign(text);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([design.width, design.height]);
  page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(design.content('F', 'G'))));
  page.node.set(
    PDFName.of('Resources'),
    pdf.context.obj({
      Font: { F: pdf.context.obj({ ...WATERMARK_FONT }) },
      ExtGState: { G: pdf.context.obj({ Type: 'ExtGState', ca: WATERMARK_OPACITY, CA: WATERMARK_OPACITY }) },
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

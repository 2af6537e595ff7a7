import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Document, Packer, PageBreak, Paragraph } from 'docx';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export interface Sample {
  name: string;
  kind: 'text' | 'scanned' | 'image-heavy' | 'real' | 'docx' | 'pptx';
  file: string;
}

async function textPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Chapter ${Math.ceil(number / 10)}, page ${number} of ${pages}`, { x: 50, y: 800, size: 14, font });
    for (let line = 0; line < 52; line += 1) {
      page.drawText(
        `${number}.${line + 1} Heat flows from hot to cold; the entropy of an isolated system grows (${line * number}).`,
        {
          x: 50,
          y: 776 - line * 14,
          size: 10,
          font,
        },
      );
    }
  }
  return pdf.save();
}

function noise(width: number, height: number, channels: 1 | 3, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height * channels);
  let state = seed * 2654435761;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    // Mostly paper-white with darker "ink": a scan's histogram, not pure noise.
    pixels[index] = state >>> 28 === 0 ? state >>> 24 : 235 + ((state >>> 26) & 15);
  }
  return pixels;
}

/** Pages that are each one photographed sheet (150 dpi greyscale JPEG), like a phone scan. */
async function scannedPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let number = 1; number <= pages; number += 1) {
    const jpeg = await sharp(noise(1240, 1754, 1, number), { raw: { width: 1240, height: 1754, channels: 1 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return pdf.save();
}

/** LibreOffice's layout: every page points at one resource dictionary listing every image. */
async function sharedImagesPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const shared = { XObject: new Map<string, unknown>(), Font: new Map<string, unknown>() };
  for (let number = 1; number <= pages; number += 1) {
    const jpeg = await sharp(noise(480, 480, 3, number * 7), { raw: { width: 480, height: 480, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([595, 842]);
    page.drawText(`Figure ${number}`, { x: 50, y: 800, size: 14, font });
    page.drawImage(image, { x: 60, y: 260, width: 475, height: 475 });
    for (const kind of ['XObject', 'Font'] as const) {
      const dict = page.node.Resources()?.lookup(PDFName.of(kind));
      if (dict instanceof PDFDict) for (const [name, ref] of dict.entries()) shared[kind].set(name.decodeText(), ref);
    }
  }
  const resources = pdf.context.obj({});
  for (const kind of ['XObject', 'Font'] as const) {
    const dict = pdf.context.obj({});
    for (const [name, ref] of shared[kind]) dict.set(PDFName.of(name), ref as never);
    resources.set(PDFName.of(kind), dict);
  }
  const ref = pdf.context.register(resources);
  for (const page of pdf.getPages()) page.node.set(PDFName.of('Resources'), ref);
  return pdf.save();
}

async function docx(pages: number): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let page = 1; page <= pages; page += 1) {
    for (let line = 0; line < 12; line += 1) {
      children.push(new Paragraph(`Section ${page}.${line + 1}: enzymes lower the activation energy of a reaction.`));
    }
    if (page < pages) children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

async function pptx(slides: number): Promise<Buffer> {
  // pptxgenjs is an ES module that loads its zip writer lazily; plain Node handles that.
  const { default: PptxGenJS } = (await import('pptxgenjs')) as unknown as {
    default: new () => {
      addSlide(): { addText(text: string, options: Record<string, unknown>): void };
      write(options: { outputType: 'nodebuffer' }): Promise<Buffer>;
    };
  };
  const deck = new PptxGenJS();
  for (let number = 1; number <= slides; number += 1) {
    deck.addSlide().addText(`Lecture ${number}: cell respiration`, { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 28 });
  }
  return deck.write({ outputType: 'nodebuffer' });
}

/** Real PDFs shipped by Debian packages on this machine (documentation), when there are any. */
async function realPdfs(limit: number): Promise<string[]> {
  const found: string[] = [];
  const root = '/usr/share/doc';
  if (!existsSync(root)) return found;
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(root, entry.name);
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      if (file.endsWith('.pdf')) found.push(path.join(dir, file));
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/** The mixed set the pipeline is measured on, written to `dir`. */
export async function buildSampleSet(dir: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  const add = async (name: string, kind: Sample['kind'], bytes: Uint8Array | Buffer, extension: string) => {
    const file = path.join(dir, `${name}.${extension}`);
    await writeFile(file, bytes);
    samples.push({ name, kind, file });
  };
  await add('text-120-pages', 'text', await textPdf(120), 'pdf');
  await add('text-100-pages', 'text', await textPdf(100), 'pdf');
  await add('text-12-pages', 'text', await textPdf(12), 'pdf');
  await add('scanned-10-pages', 'scanned', await scannedPdf(10), 'pdf');
  await add('shared-images-20-pages', 'image-heavy', await sharedImagesPdf(20), 'pdf');
  for (const file of await realPdfs(3)) samples.push({ name: `real:${path.basename(file)}`, kind: 'real', file });
  await add('notes-6-pages', 'docx', await docx(6), 'docx');
  await add('slides-8', 'pptx', await pptx(8), 'pptx');
  return samples;
}

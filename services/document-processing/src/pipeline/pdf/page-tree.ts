import type { PdfFileReader } from './pdf-file';
import { numberOf, type PdfDict, PdfName, PdfRef, PdfStructureError, type PdfValue } from './pdf-values';

/** Page attributes a page may take from an ancestor in the page tree (ISO 32000-1, 7.7.3.4). */
export interface InheritedAttributes {
  resources?: PdfValue;
  mediaBox?: PdfValue;
  cropBox?: PdfValue;
  rotate?: PdfValue;
}

export interface PageNode extends InheritedAttributes {
  num: number;
  dict: PdfDict;
  /** Whether /Resources is the page's own entry (not one of an ancestor's). */
  ownResources: boolean;
}

export type Box = [number, number, number, number];

const MAX_TREE_DEPTH = 64;

/** The first `limit` pages in order (every page without one), with what each inherits. */
export function pagesOf(reader: PdfFileReader, limit = Number.POSITIVE_INFINITY): PageNode[] {
  const root = reader.dict(reader.trailer.get('Root'));
  const top = root?.get('Pages');
  if (!(top instanceof PdfRef)) throw new PdfStructureError('a document without a page tree');
  const pages: PageNode[] = [];
  const visited = new Set<number>();
  const walk = (ref: PdfRef, inherited: InheritedAttributes, depth: number): void => {
    if (depth > MAX_TREE_DEPTH || visited.has(ref.num)) throw new PdfStructureError('a broken page tree');
    visited.add(ref.num);
    const node = reader.dict(ref);
    if (!node) throw new PdfStructureError(`page tree node ${ref.num} is not a dictionary`);
    const own: InheritedAttributes = {
      resources: node.get('Resources') ?? inherited.resources,
      mediaBox: node.get('MediaBox') ?? inherited.mediaBox,
      cropBox: node.get('CropBox') ?? inherited.cropBox,
      rotate: node.get('Rotate') ?? inherited.rotate,
    };
    const kids = reader.resolve(node.get('Kids'));
    if (nameOf(node.get('Type')) === 'Pages' || Array.isArray(kids)) {
      if (!Array.isArray(kids)) throw new PdfStructureError(`page tree node ${ref.num} has no /Kids`);
      for (const kid of kids) {
        if (pages.length >= limit) return;
        if (!(kid instanceof PdfRef)) throw new PdfStructureError('a page tree kid is not a reference');
        walk(kid, own, depth + 1);
      }
      return;
    }
    pages.push({ num: ref.num, dict: node, ownResources: node.get('Resources') !== undefined, ...own });
  };
  walk(top, {}, 0);
  if (pages.length === 0) throw new PdfStructureError('a document without pages');
  return pages;
}

export function nameOf(value: PdfValue | undefined): string | undefined {
  return value instanceof PdfName ? value.raw : undefined;
}

/** The page's visible box (crop box, else media box) as lower-left and upper-right corners. */
export function visibleBoxOf(reader: PdfFileReader, page: InheritedAttributes): Box {
  const box = boxOf(reader, page.cropBox) ?? boxOf(reader, page.mediaBox);
  if (!box) throw new PdfStructureError('a page without a /MediaBox');
  return box;
}

/** The page's /Rotate as 0, 90, 180 or 270. */
export function rotationOf(reader: PdfFileReader, page: InheritedAttributes): number {
  const quarters = Math.round((numberOf(reader.resolve(page.rotate)) ?? 0) / 90);
  return (((quarters % 4) + 4) % 4) * 90;
}

function boxOf(reader: PdfFileReader, value: PdfValue | undefined): Box | undefined {
  const box = reader.resolve(value);
  if (!Array.isArray(box) || box.length !== 4) return undefined;
  const numbers = box.map((item) => numberOf(reader.resolve(item)));
  if (numbers.some((item) => item === undefined)) return undefined;
  const [a, b, c, d] = numbers as [number, number, number, number];
  const corners: Box = [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
  return corners[2] > corners[0] && corners[3] > corners[1] ? corners : undefined;
}

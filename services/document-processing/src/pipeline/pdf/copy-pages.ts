import type { PdfFileReader } from './pdf-file';
import { decodeStream } from './stream-decoding';
import { nameOf, pagesOf, rotationOf, visibleBoxOf, type Box } from './page-tree';
import { PdfDict, PdfName, PdfNumber, PdfRef, PdfStructureError, type PdfValue } from './pdf-values';
import type { PdfWriter } from './pdf-writer';

export interface CopiedPage {
  /** The page's number in the new file (reserved; the caller writes the dictionary). */
  ref: PdfRef;
  /** The page's dictionary in the new file's numbering, with a private, direct /Resources. */
  dict: PdfDict;
  box: Box;
  rotation: number;
}

/** What a page needs to be drawn; the rest (links, thumbnails, structure, threads) stays behind. */
const KEPT_PAGE_KEYS = [
  'Type',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'BoxColorInfo',
  'Contents',
  'Rotate',
  'Group',
  'Resources',
  'UserUnit',
];

/** Resource kinds a page's content refers to by name (ISO 32000-1, 7.8.3). */
const NAMED_RESOURCE_KINDS = ['ExtGState', 'ColorSpace', 'Pattern', 'Shading', 'XObject', 'Font', 'Properties'];

/** A preview is small; this many objects means a document built to exhaust the worker. */
const MAX_COPIED_OBJECTS = 200_000;

/**
 * Copies the first `count` pages of `reader` into `writer`, with every object they reach and
 * nothing else: each page gets a private resource dictionary listing only the resources its content
 * names, so a dictionary shared by all pages (LibreOffice's way) brings only this page's images.
 * Stream data is copied as stored, never decoded. Pages with annotations other than links (form
 * fields, stamps, notes), content in filters other than Flate, or anything unexpected throw a
 * PdfStructureError: such a file is left to qpdf.
 */
export function copyFirstPages(reader: PdfFileReader, count: number, writer: PdfWriter): CopiedPage[] {
  if (reader.trailer.get('Encrypt') !== undefined) throw new PdfStructureError('an encrypted document');
  const copied = new Map<number, PdfRef | null>();
  const pending: [number, PdfRef][] = [];

  const refFor = (ref: PdfRef): PdfRef | null => {
    const known = copied.get(ref.num);
    if (known !== undefined) return known;
    let target: PdfRef | null = null;
    // Pages are never followed: a reference to another page (a destination) becomes null.
    const entry = reader.entry(ref.num);
    if (entry && entry.kind !== 'free' && !isPageNode(reader, ref.num)) {
      target = writer.reserve();
      pending.push([ref.num, target]);
    }
    copied.set(ref.num, target);
    if (copied.size > MAX_COPIED_OBJECTS) throw new PdfStructureError('a preview reaching too many objects');
    return target;
  };
  const translate = (value: PdfValue): PdfValue => {
    if (value instanceof PdfRef) return refFor(value);
    if (Array.isArray(value)) return value.map(translate);
    if (value instanceof PdfDict) {
      const dict = new PdfDict();
      for (const [key, item] of value.entries) dict.set(key, translate(item));
      return dict;
    }
    return value;
  };

  const pages = pagesOf(reader, count).map((page) => {
    refuseAnnotations(reader, page.dict.get('Annots'));
    const contents = contentStreamsOf(reader, page.dict.get('Contents'));
    const dict = new PdfDict();
    for (const key of KEPT_PAGE_KEYS) {
      const value = page.dict.get(key);
      if (value !== undefined) dict.set(key, value);
    }
    if (page.mediaBox !== undefined) dict.set('MediaBox', page.mediaBox);
    if (page.cropBox !== undefined) dict.set('CropBox', page.cropBox);
    if (page.rotate !== undefined) dict.set('Rotate', page.rotate);
    dict.set('Type', new PdfName('Page'));
    dict.set('Resources', ownResources(reader, reader.dict(page.resources) ?? new PdfDict(), contents));
    return {
      ref: writer.reserve(),
      dict: translate(dict) as PdfDict,
      box: visibleBoxOf(reader, page),
      rotation: rotationOf(reader, page),
    };
  });

  while (pending.length > 0) {
    const [num, target] = pending.pop()!;
    if (reader.isStream(num)) {
      const stream = reader.stream(num);
      const dict = stream.dict.copy();
      dict.entries.delete('Length');
      writer.set(target, translate(dict), stream.data);
    } else {
      writer.set(target, translate(reader.object(num) ?? null));
    }
  }
  return pages;
}

/** The copied pages under a new page tree and catalog, all written; returns the catalog. */
export function writeDocumentOf(writer: PdfWriter, pages: readonly CopiedPage[]): PdfRef {
  const tree = writer.reserve();
  for (const page of pages) writer.set(page.ref, page.dict.set('Parent', tree));
  writer.set(
    tree,
    new PdfDict()
      .set('Type', new PdfName('Pages'))
      .set(
        'Kids',
        pages.map((page) => page.ref),
      )
      .set('Count', PdfNumber.of(pages.length)),
  );
  return writer.add(new PdfDict().set('Type', new PdfName('Catalog')).set('Pages', tree));
}

function isPageNode(reader: PdfFileReader, num: number): boolean {
  if (reader.isStream(num)) return false;
  const value = reader.object(num);
  const type = value instanceof PdfDict ? nameOf(value.get('Type')) : undefined;
  return type === 'Page' || type === 'Pages';
}

function refuseAnnotations(reader: PdfFileReader, annots: PdfValue | undefined): void {
  const list = reader.resolve(annots);
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) throw new PdfStructureError('a page whose /Annots is not an array');
  for (const item of list) {
    const annotation = reader.dict(item);
    if (nameOf(annotation?.get('Subtype')) !== 'Link') {
      throw new PdfStructureError('a page with annotations other than links');
    }
  }
}

/** A page's content streams as references: one stream, an array of them, or none. */
export function contentStreamsOf(reader: PdfFileReader, contents: PdfValue | undefined): PdfRef[] {
  if (contents === undefined || contents === null) return [];
  if (contents instanceof PdfRef && reader.isStream(contents.num)) return [contents];
  const list = reader.resolve(contents);
  if (!Array.isArray(list) || !list.every((item) => item instanceof PdfRef && reader.isStream(item.num))) {
    throw new PdfStructureError('a page whose /Contents is neither a stream nor an array of streams');
  }
  return list as PdfRef[];
}

/**
 * The page's resources with each named kind cut down to the names its content uses, every kind a
 * direct dictionary of its own. Names are found by scanning the content for name tokens: a superset
 * of the ones used, so nothing needed is lost. A form or Type 3 font without resources of its own
 * uses the page's: then nothing is cut.
 */
function ownResources(reader: PdfFileReader, resources: PdfDict, contents: PdfRef[]): PdfDict {
  const used = new Set<string>();
  for (const ref of contents) {
    const text = decodeStream(reader.stream(ref.num)).toString('latin1');
    for (const match of text.matchAll(/\/([^\s/[\]()<>{}%]+)/g)) used.add(decodeName(match[1]!));
  }
  const inheriting = usesPageResources(reader, resources, used);
  const own = resources.copy();
  for (const kind of NAMED_RESOURCE_KINDS) {
    const dict = reader.dict(resources.get(kind));
    if (!dict) continue;
    const kept = new PdfDict();
    for (const [name, value] of dict.entries) if (inheriting || used.has(decodeName(name))) kept.set(name, value);
    own.set(kind, kept);
  }
  return own;
}

/** Whether a form or Type 3 font the page uses draws with the page's resources (having none). */
function usesPageResources(reader: PdfFileReader, resources: PdfDict, used: Set<string>): boolean {
  const inheritsIn = (kind: string, subtype: string) =>
    [...(reader.dict(resources.get(kind))?.entries ?? [])].some(([name, value]) => {
      if (!used.has(decodeName(name))) return false;
      const dict =
        value instanceof PdfRef && reader.isStream(value.num) ? reader.stream(value.num).dict : reader.dict(value);
      return nameOf(dict?.get('Subtype')) === subtype && dict?.get('Resources') === undefined;
    });
  return inheritsIn('XObject', 'Form') || inheritsIn('Font', 'Type3');
}

/** A name with its #xx escapes decoded: /F#31 and /F1 are the same name. */
function decodeName(raw: string): string {
  return raw.includes('#')
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
}

import type { CopiedPage } from '../pdf/copy-pages';
import { contentStreamsOf } from '../pdf/copy-pages';
import { PdfFileReader } from '../pdf/pdf-file';
import { pagesOf, rotationOf, visibleBoxOf, type Box } from '../pdf/page-tree';
import { PdfUpdate } from '../pdf/pdf-update';
import { formatNumber, PdfDict, PdfName, PdfNumber, PdfRef, PdfStructureError, type PdfValue } from '../pdf/pdf-values';
import { WATERMARK_FONT, WATERMARK_OPACITY, type WatermarkDesign } from './watermark';

interface ObjectSink {
  add(value: PdfValue, data?: string): PdfRef;
}

interface WatermarkNames {
  font: string;
  state: string;
}

/**
 * The watermark's shared objects (font, graphics state, the `q` that opens every page's content)
 * and one closing stream per page placement: `Q`, then the design drawn over the page.
 */
class WatermarkObjects {
  readonly font: PdfRef;
  readonly state: PdfRef;
  readonly before: PdfRef;
  private readonly after = new Map<string, PdfRef>();

  constructor(
    private readonly sink: ObjectSink,
    private readonly design: WatermarkDesign,
    readonly names: WatermarkNames,
  ) {
    const font = new PdfDict();
    for (const [key, value] of Object.entries(WATERMARK_FONT)) font.set(key, new PdfName(value));
    this.font = sink.add(font);
    this.state = sink.add(
      new PdfDict()
        .set('Type', new PdfName('ExtGState'))
        .set('ca', PdfNumber.of(WATERMARK_OPACITY))
        .set('CA', PdfNumber.of(WATERMARK_OPACITY)),
    );
    this.before = sink.add(new PdfDict(), 'q\n');
  }

  /** The page's content streams between the opening `q` and the closing watermark. */
  contents(original: PdfRef[], box: Box, rotation: number): PdfRef[] {
    const placement = placementMatrices(box, rotation, this.design);
    let after = this.after.get(placement);
    if (!after) {
      after = this.sink.add(
        new PdfDict(),
        `Q\nq ${placement}\n${this.design.content(this.names.font, this.names.state)}\n`,
      );
      this.after.set(placement, after);
    }
    return [this.before, ...original, after];
  }
}

/**
 * Two `cm` operators placing the design on a page: the first maps the page as the reader sees it
 * (after /Rotate, origin at its lower left) into the page's user space; the second scales the
 * design to fit that view, keeping its proportions, and centres it.
 */
function placementMatrices(
  [x0, y0, x1, y1]: Box,
  rotation: number,
  design: Pick<WatermarkDesign, 'width' | 'height'>,
): string {
  const [width, height] = [x1 - x0, y1 - y0];
  const view: Record<number, number[]> = {
    0: [1, 0, 0, 1, x0, y0],
    90: [0, 1, -1, 0, x0 + width, y0],
    180: [-1, 0, 0, -1, x0 + width, y0 + height],
    270: [0, -1, 1, 0, x0, y0 + height],
  };
  const [shownWidth, shownHeight] = rotation % 180 === 0 ? [width, height] : [height, width];
  const scale = Math.min(shownWidth / design.width, shownHeight / design.height);
  const fit = [scale, 0, 0, scale, (shownWidth - design.width * scale) / 2, (shownHeight - design.height * scale) / 2];
  return `${view[rotation]!.map(formatNumber).join(' ')} cm ${fit.map(formatNumber).join(' ')} cm`;
}

/** Font and graphics-state names none of `taken` uses, so the watermark never shadows one. */
function freeNames(taken: { Font: Set<string>; ExtGState: Set<string> }): WatermarkNames {
  const free = (base: string, used: Set<string>) => {
    let name = base;
    for (let suffix = 1; used.has(name); suffix += 1) name = `${base}${suffix}`;
    return name;
  };
  return { font: free('SHwmF', taken.Font), state: free('SHwmG', taken.ExtGState) };
}

/**
 * The watermark drawn over pages copied into a new file: their resources are private and direct
 * (see copyFirstPages), so the font and graphics state go straight into them.
 */
export function watermarkCopiedPages(pages: CopiedPage[], sink: ObjectSink, design: WatermarkDesign): void {
  const taken = { Font: new Set<string>(), ExtGState: new Set<string>() };
  const resourcesOf = (page: CopiedPage) => page.dict.get('Resources') as PdfDict;
  for (const page of pages) {
    for (const kind of ['Font', 'ExtGState'] as const) {
      const dict = resourcesOf(page).get(kind);
      if (dict instanceof PdfDict) for (const key of dict.entries.keys()) taken[kind].add(key);
      else if (dict !== undefined) throw new PdfStructureError(`/${kind} of a copied page is not direct`);
    }
  }
  const objects = new WatermarkObjects(sink, design, freeNames(taken));
  for (const page of pages) {
    const contents = page.dict.get('Contents');
    const original = contents === undefined ? [] : Array.isArray(contents) ? contents : [contents];
    if (!original.every((item) => item instanceof PdfRef))
      throw new PdfStructureError('copied /Contents are not streams');
    page.dict.set('Contents', objects.contents(original, page.box, page.rotation));
    const resources = resourcesOf(page);
    resources.set(
      'Font',
      ((resources.get('Font') as PdfDict | undefined) ?? new PdfDict()).set(objects.names.font, objects.font),
    );
    resources.set(
      'ExtGState',
      ((resources.get('ExtGState') as PdfDict | undefined) ?? new PdfDict()).set(objects.names.state, objects.state),
    );
  }
}

/**
 * The watermark drawn over every page of `pdf`, as an incremental update to append to it: each page
 * keeps its content streams and gets two more around them (`q` before, `Q` and the watermark
 * after), and its resources gain the watermark's font and graphics state. Nothing of the page is
 * decoded or re-encoded, unlike qpdf's --overlay, which turns every page into a form XObject.
 * Throws a PdfStructureError for a file it cannot read.
 */
export function stampWatermark(pdf: Buffer, design: WatermarkDesign): Buffer {
  const reader = new PdfFileReader(pdf);
  const pages = pagesOf(reader);
  const update = new PdfUpdate(reader);
  const taken = { Font: new Set<string>(), ExtGState: new Set<string>() };
  for (const page of pages) {
    const resources = reader.dict(page.resources);
    for (const kind of ['Font', 'ExtGState'] as const) {
      for (const key of reader.dict(resources?.get(kind))?.entries.keys() ?? []) taken[kind].add(key);
    }
  }
  const objects = new WatermarkObjects(update, design, freeNames(taken));
  const replaced = new Set<number>();
  const withWatermarkResources = (resources: PdfDict): PdfDict => {
    const merged = resources.copy();
    for (const [kind, name, ref] of [
      ['Font', objects.names.font, objects.font],
      ['ExtGState', objects.names.state, objects.state],
    ] as const) {
      const current = merged.get(kind);
      if (current instanceof PdfRef) {
        if (!replaced.has(current.num)) {
          const dict = reader.dict(current);
          if (!dict) throw new PdfStructureError(`/${kind} of a page is not a dictionary`);
          update.replace(current.num, dict.copy().set(name, ref));
          replaced.add(current.num);
        }
      } else if (current instanceof PdfDict) merged.set(kind, current.copy().set(name, ref));
      else merged.set(kind, new PdfDict().set(name, ref));
    }
    return merged;
  };

  for (const page of pages) {
    const dict = page.dict.copy();
    const original = contentStreamsOf(reader, dict.get('Contents'));
    dict.set('Contents', objects.contents(original, visibleBoxOf(reader, page), rotationOf(reader, page)));
    const resources = page.resources;
    if (page.ownResources && resources instanceof PdfRef) {
      // A dictionary shared by several pages is extended once, where it is.
      if (!replaced.has(resources.num)) {
        const shared = reader.dict(resources);
        if (!shared) throw new PdfStructureError('a page whose /Resources is not a dictionary');
        update.replace(resources.num, withWatermarkResources(shared));
        replaced.add(resources.num);
      }
    } else {
      dict.set('Resources', withWatermarkResources(reader.dict(resources) ?? new PdfDict()));
    }
    update.replace(page.num, dict);
  }
  return update.toBuffer();
}

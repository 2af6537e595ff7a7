import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';

/** The resource kinds a page names from its content and that carry the heavy objects. */
const PRUNED_KINDS = ['XObject', 'Font'] as const;

/**
 * Gives each page of a (small) preview its own resource dictionary holding only the fonts and
 * images its content names, and drops every object no page reaches any more. LibreOffice points
 * every page at one resource dictionary listing all images of the document; qpdf's own pruning
 * mutates such a shared dictionary for the first page and gives up on the rest, so the preview
 * would carry every image of the whole document. Returns undefined when every page already names
 * all its resources (the common case: nothing to rewrite).
 */
export async function withPrivatePageResources(pdfBytes: Uint8Array): Promise<Uint8Array | undefined> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  let changed = false;
  const seenForms = new Set<PDFStream>();
  const prune = (owner: PDFDict, used: Set<string>): void => {
    const resources = owner.lookupMaybe(PDFName.of('Resources'), PDFDict);
    if (!resources) return;
    const xObjects = resources.lookupMaybe(PDFName.of('XObject'), PDFDict);
    // Forms drawn here (qpdf's overlay wraps each page's content in one) are pruned the same way.
    for (const [name, value] of xObjects?.entries() ?? []) {
      const form = value instanceof PDFRef ? pdf.context.lookup(value) : value;
      if (!(form instanceof PDFRawStream) || !used.has(name.decodeText()) || seenForms.has(form)) continue;
      if (form.dict.get(PDFName.of('Subtype')) !== PDFName.of('Form')) continue;
      seenForms.add(form);
      prune(form.dict, namesIn(pdf, form));
    }
    const own = pdf.context.obj({});
    for (const [key, value] of resources.entries()) own.set(key, value);
    let pruned = false;
    for (const kind of PRUNED_KINDS) {
      const dict = resources.lookupMaybe(PDFName.of(kind), PDFDict);
      if (!dict) continue;
      if (kind === 'XObject' && usesInheritingForm(pdf, dict, used)) continue;
      const names = dict.keys().filter((name) => used.has(name.decodeText()));
      if (names.length === dict.keys().length) continue;
      const kept = pdf.context.obj({});
      for (const name of names) kept.set(name, dict.get(name)!);
      own.set(PDFName.of(kind), kept);
      pruned = true;
    }
    if (!pruned) return;
    owner.set(PDFName.of('Resources'), own);
    changed = true;
  };
  for (const page of pdf.getPages()) prune(page.node, namesIn(pdf, page.node.get(PDFName.of('Contents'))));
  if (!changed) return undefined;
  dropUnreachable(pdf);
  return pdf.save({ useObjectStreams: true, updateFieldAppearances: false });
}

/** Every name token in the page's content streams (a superset of the resources it uses: safe). */
function namesIn(pdf: PDFDocument, contents: PDFObject | undefined): Set<string> {
  const names = new Set<string>();
  const streams: PDFObject[] = [];
  const resolved = contents instanceof PDFRef ? pdf.context.lookup(contents) : contents;
  if (resolved instanceof PDFArray) for (const item of resolved.asArray()) streams.push(pdf.context.lookup(item)!);
  else if (resolved) streams.push(resolved);
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const match of text.matchAll(/\/([^\s/[\]()<>{}%]+)/g)) names.add(match[1]!);
  }
  return names;
}

/** A form XObject without resources of its own takes the page's: pruning could break it. */
function usesInheritingForm(pdf: PDFDocument, xObjects: PDFDict, used: Set<string>): boolean {
  for (const [name, value] of xObjects.entries()) {
    if (!used.has(name.decodeText())) continue;
    const object = value instanceof PDFRef ? pdf.context.lookup(value) : value;
    if (!(object instanceof PDFStream)) continue;
    const subtype = object.dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Form') && !object.dict.has(PDFName.of('Resources'))) return true;
  }
  return false;
}

/** Deletes indirect objects not reachable from the trailer, so the writer leaves them out. */
function dropUnreachable(pdf: PDFDocument): void {
  const reachable = new Set<string>();
  const visit = (object: PDFObject | undefined): void => {
    if (!object) return;
    if (object instanceof PDFRef) {
      if (reachable.has(object.toString())) return;
      reachable.add(object.toString());
      visit(pdf.context.lookup(object));
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) visit(value);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) visit(item);
    } else if (object instanceof PDFStream) {
      visit(object.dict);
    }
  };
  visit(pdf.context.trailerInfo.Root);
  visit(pdf.context.trailerInfo.Info);
  for (const [ref] of pdf.context.enumerateIndirectObjects()) {
    if (!reachable.has(ref.toString())) pdf.context.delete(ref);
  }
}

import type { PdfFileReader } from './pdf-file';
import { PdfDict, PdfNumber, PdfRef, PdfStructureError, serialize, type PdfValue } from './pdf-values';
import {
  ByteSink,
  runsOf,
  writeObjects,
  writeXrefStream,
  type Location,
  type WrittenObject,
} from './pdf-writer';

/** Trailer keys that describe a cross-reference section itself, never carried into the next. */
const SECTION_KEYS = new Set(['Prev', 'XRefStm', 'Size', 'Type', 'W', 'Index', 'Filter', 'DecodeParms', 'Length']);

/**
 * An incremental update (ISO 32000-1, 7.5.6): new and replaced objects appended after the file's
 * end with a cross-reference section of the same kind as the file's and a /Prev to it. Nothing
 * already written is touched, so appending the update is all a change costs.
 */
export class PdfUpdate {
  private readonly objects = new Map<number, WrittenObject>();
  private nextNumber: number;

  constructor(private readonly reader: PdfFileReader) {
    this.nextNumber = reader.size;
  }

  /** A new object; its reference can be used before the update is written. */
  add(value: PdfValue, data?: Buffer | string): PdfRef {
    const ref = new PdfRef(this.nextNumber, 0);
    this.nextNumber += 1;
    this.objects.set(ref.num, { ref, value, data: typeof data === 'string' ? Buffer.from(data, 'latin1') : data });
    return ref;
  }

  /** Object `num` replaced by `value` (a dictionary or array: replaced streams are not needed here). */
  replace(num: number, value: PdfValue): void {
    const entry = this.reader.entry(num);
    if (!entry || entry.kind === 'free') throw new PdfStructureError(`object ${num} does not exist`);
    if (this.reader.isStream(num)) throw new PdfStructureError(`object ${num} is a stream`);
    this.objects.set(num, { ref: new PdfRef(num, entry.kind === 'offset' ? entry.gen : 0), value });
  }

  /** The bytes to append to the file. */
  toBuffer(): Buffer {
    const { source } = this.reader;
    const sink = new ByteSink(source.length);
    const last = source.read(source.length - 1, 1)[0];
    if (last !== 10 && last !== 13) sink.write('\n');
    const objects = [...this.objects.values()].sort((a, b) => a.ref.num - b.ref.num);
    // With cross-reference streams, dictionaries go compressed into an object stream, as qpdf
    // wrote the file's own.
    const written = writeObjects(sink, objects, this.nextNumber, this.reader.xrefStyle === 'stream');
    const { locations } = written;
    this.nextNumber = written.nextNumber;
    const xrefOffset = sink.offset;
    if (this.reader.xrefStyle === 'table') sink.write(this.xrefTable(locations));
    else writeXrefStream(sink, locations, this.nextNumber, this.carriedTrailer());
    sink.write(`startxref\n${xrefOffset}\n%%EOF\n`);
    return sink.toBuffer();
  }

  private carriedTrailer(): PdfDict {
    const trailer = new PdfDict();
    for (const [key, value] of this.reader.trailer.entries) if (!SECTION_KEYS.has(key)) trailer.set(key, value);
    return trailer.set('Prev', PdfNumber.of(this.reader.lastXrefOffset));
  }

  private xrefTable(locations: Map<number, Location>): string {
    let out = 'xref\n';
    for (const run of runsOf([...locations.keys()])) {
      out += `${run[0]} ${run.length}\n`;
      for (const num of run) {
        const location = locations.get(num)!;
        if (location.kind !== 'offset') throw new PdfStructureError('an object stream in a file with an xref table');
        out += `${String(location.offset).padStart(10, '0')} ${String(location.gen).padStart(5, '0')} n \n`;
      }
    }
    const trailer = this.carriedTrailer().set('Size', PdfNumber.of(Math.max(this.nextNumber, this.reader.size)));
    return `${out}trailer\n${serialize(trailer)}\n`;
  }
}

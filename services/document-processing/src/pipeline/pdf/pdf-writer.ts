import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PdfDict, PdfName, PdfNumber, PdfRef, PdfString, serialize, type PdfValue } from './pdf-values';

export interface WrittenObject {
  ref: PdfRef;
  value: PdfValue;
  /** Stream data for a stream; `value` is then its dictionary, /Length set on writing. */
  data?: Buffer;
}

/** Output built from pieces, counting its length as it goes (offsets for the cross-reference). */
export class ByteSink {
  readonly chunks: Buffer[] = [];
  length = 0;

  constructor(readonly start = 0) {}

  /** Where the next byte will be in the whole file. */
  get offset(): number {
    return this.start + this.length;
  }

  write(piece: string | Buffer): void {
    const chunk = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }
}

export type Location =
  { kind: 'offset'; offset: number; gen: number } | { kind: 'in-stream'; stream: number; index: number };

/** As qpdf: object streams of at most this many objects. */
const OBJECTS_PER_STREAM = 100;
/** zlib's default: level 9 costs twice the time for a percent or two on dictionaries. */
const COMPRESSION_LEVEL = 6;

/** `N G obj … endobj` for a dictionary, array or other value, or a stream. */
export function writeIndirectObject(sink: ByteSink, object: WrittenObject): void {
  const head = `${object.ref.num} ${object.ref.gen} obj\n`;
  if (object.data === undefined) return sink.write(`${head}${serialize(object.value)}\nendobj\n`);
  const dict = (object.value as PdfDict).copy().set('Length', PdfNumber.of(object.data.length));
  sink.write(`${head}${serialize(dict)}\nstream\n`);
  sink.write(object.data);
  sink.write('\nendstream\nendobj\n');
}

/** An object stream (ISO 32000-1, 7.5.7) holding `objects`, numbered `ref`, its data deflated. */
export function objectStream(ref: PdfRef, objects: readonly WrittenObject[]): WrittenObject {
  const bodies = objects.map((object) => serialize(object.value));
  let header = '';
  let offset = 0;
  for (const [index, object] of objects.entries()) {
    header += `${object.ref.num} ${offset} `;
    offset += bodies[index]!.length + 1;
  }
  const data = deflateSync(Buffer.from(`${header}\n${bodies.join('\n')}\n`, 'latin1'), { level: COMPRESSION_LEVEL });
  const dict = new PdfDict()
    .set('Type', new PdfName('ObjStm'))
    .set('N', PdfNumber.of(objects.length))
    .set('First', PdfNumber.of(header.length + 1))
    .set('Filter', new PdfName('FlateDecode'));
  return { ref, value: dict, data };
}

/**
 * A cross-reference stream (ISO 32000-1, 7.5.8) numbered `ownNumber` at `offset`, listing
 * `locations` and itself; `trailer` supplies /Root, /ID, /Prev and the like.
 */
export function writeXrefStream(
  sink: ByteSink,
  locations: ReadonlyMap<number, Location>,
  ownNumber: number,
  trailer: PdfDict,
  withFreeHead = false,
): void {
  const { offset } = sink;
  const all = new Map(locations).set(ownNumber, { kind: 'offset', offset, gen: 0 });
  const offsetWidth = Math.max(4, Math.ceil(Math.log2(offset + 1) / 8));
  const numbers = [...all.keys()];
  if (withFreeHead) numbers.push(0);
  numbers.sort((a, b) => a - b);
  const rowWidth = 3 + offsetWidth;
  const rows = Buffer.alloc(numbers.length * rowWidth);
  numbers.forEach((num, row) => {
    const at = row * rowWidth;
    const location = all.get(num);
    if (!location) {
      // Object 0, head of the free list: type 0, generation 65535.
      rows.writeUInt16BE(0xffff, at + 1 + offsetWidth);
      return;
    }
    rows[at] = location.kind === 'offset' ? 1 : 2;
    rows.writeUIntBE(location.kind === 'offset' ? location.offset : location.stream, at + 1, offsetWidth);
    rows.writeUInt16BE(location.kind === 'offset' ? location.gen : location.index, at + 1 + offsetWidth);
  });
  const dict = trailer
    .copy()
    .set('Type', new PdfName('XRef'))
    .set('Size', PdfNumber.of(Math.max(...numbers) + 1))
    .set('W', [PdfNumber.of(1), PdfNumber.of(offsetWidth), PdfNumber.of(2)])
    .set(
      'Index',
      runsOf(numbers).flatMap((run) => [PdfNumber.of(run[0]!), PdfNumber.of(run.length)]),
    );
  writeIndirectObject(sink, { ref: new PdfRef(ownNumber, 0), value: dict, data: rows });
}

/**
 * Writes `objects`: with `pack`, every non-stream object of generation 0 into compressed object
 * streams and the rest as they are; without, all as they are (a file with a cross-reference table
 * cannot hold object streams). Returns where each went and the next free object number.
 */
export function writeObjects(
  sink: ByteSink,
  objects: readonly WrittenObject[],
  nextNumber: number,
  pack = true,
): { locations: Map<number, Location>; nextNumber: number } {
  let next = nextNumber;
  const locations = new Map<number, Location>();
  const writePlain = (object: WrittenObject) => {
    locations.set(object.ref.num, { kind: 'offset', offset: sink.offset, gen: object.ref.gen });
    writeIndirectObject(sink, object);
  };
  const packable = pack ? objects.filter((object) => object.data === undefined && object.ref.gen === 0) : [];
  for (let start = 0; start < packable.length; start += OBJECTS_PER_STREAM) {
    const group = packable.slice(start, start + OBJECTS_PER_STREAM);
    const packed = objectStream(new PdfRef(next, 0), group);
    next += 1;
    group.forEach((object, index) =>
      locations.set(object.ref.num, { kind: 'in-stream', stream: packed.ref.num, index }),
    );
    writePlain(packed);
  }
  const packed = new Set(packable);
  for (const object of objects) if (!packed.has(object)) writePlain(object);
  return { locations, nextNumber: next };
}

/** A new PDF made of objects added one by one. */
export class PdfWriter {
  private readonly objects: WrittenObject[] = [];
  private nextNumber = 1;

  reserve(): PdfRef {
    const ref = new PdfRef(this.nextNumber, 0);
    this.nextNumber += 1;
    return ref;
  }

  set(ref: PdfRef, value: PdfValue, data?: Buffer): PdfRef {
    this.objects.push({ ref, value, data });
    return ref;
  }

  add(value: PdfValue, data?: Buffer | string): PdfRef {
    return this.set(this.reserve(), value, typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  }

  toBuffer(root: PdfRef, version = '1.7'): Buffer {
    return Buffer.concat(this.toChunks(root, version));
  }

  /** The file in pieces, stream data not copied again: for a vectored write. */
  toChunks(root: PdfRef, version = '1.7'): Buffer[] {
    const sink = new ByteSink();
    // A comment line of high bytes tells file-transfer tools the file is binary.
    sink.write(`%PDF-${version}\n%\u00e2\u00e3\u00cf\u00d3\n`);
    const sorted = [...this.objects].sort((a, b) => a.ref.num - b.ref.num);
    const { locations, nextNumber } = writeObjects(sink, sorted, this.nextNumber);
    const id = new PdfString(`<${randomBytes(16).toString('hex')}>`);
    const xrefOffset = sink.offset;
    writeXrefStream(sink, locations, nextNumber, new PdfDict().set('Root', root).set('ID', [id, id]), true);
    sink.write(`startxref\n${xrefOffset}\n%%EOF\n`);
    return sink.chunks;
  }
}

/** Sorted numbers split into runs of consecutive numbers. */
export function runsOf(numbers: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const num of [...numbers].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last.at(-1)! + 1 === num) last.push(num);
    else runs.push([num]);
  }
  return runs;
}

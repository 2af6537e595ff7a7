import { bufferSource, type ByteSource } from './byte-source';
import { decodeStream } from './stream-decoding';
import {
  numberOf,
  PdfDict,
  type PdfName,
  PdfRef,
  PdfStructureError,
  PdfSyntaxReader,
  PdfTruncatedError,
  type PdfValue,
} from './pdf-values';

/** Where the newest revision keeps an object: at an offset, or inside an object stream. */
export type XrefEntry =
  | { kind: 'offset'; offset: number; gen: number }
  | { kind: 'in-stream'; stream: number; index: number }
  | { kind: 'free' };

export interface PdfStream {
  dict: PdfDict;
  /** The stream's bytes as stored (still encoded). */
  data: Buffer;
}

export type XrefStyle = 'table' | 'stream';

interface IndirectObject {
  value: PdfValue;
  /** Where a stream's data starts; undefined for any other object. */
  streamStart?: number;
}

/** How much is read at first to parse one object; grown fourfold while a value runs past it. */
const FIRST_WINDOW_BYTES = 4096;
/** Revisions chained through /Prev beyond this are damage, not history. */
const MAX_REVISIONS = 64;
/** An object stream holding more objects than this is not one qpdf or any honest writer made. */
const MAX_OBJECTS_PER_STREAM = 100_000;

/**
 * Reads objects from a well-formed PDF through its cross-reference data, touching only the objects
 * asked for: a page's dictionary is found without reading any image or content stream. Damaged
 * files are not repaired: anything unexpected is a PdfStructureError, and the caller leaves such a
 * file to qpdf.
 */
export class PdfFileReader {
  readonly trailer: PdfDict;
  /** Offset of the newest cross-reference section (an update's /Prev). */
  readonly lastXrefOffset: number;
  readonly xrefStyle: XrefStyle;
  private readonly entries = new Map<number, XrefEntry>();
  private readonly objectStreams = new Map<number, Map<number, PdfValue>>();
  private readonly indirect = new Map<number, IndirectObject>();

  readonly source: ByteSource;

  constructor(bytes: Buffer | ByteSource) {
    this.source = Buffer.isBuffer(bytes) ? bufferSource(bytes) : bytes;
    this.lastXrefOffset = this.findStartXref();
    let trailer: PdfDict | undefined;
    let style: XrefStyle | undefined;
    const visited = new Set<number>();
    let offset: number | undefined = this.lastXrefOffset;
    while (offset !== undefined) {
      if (visited.has(offset) || visited.size >= MAX_REVISIONS) throw new PdfStructureError('a looping /Prev chain');
      visited.add(offset);
      const section = this.readXrefSection(offset);
      trailer ??= section.trailer;
      style ??= section.style;
      offset = numberOf(section.trailer.get('Prev'));
    }
    this.trailer = trailer!;
    this.xrefStyle = style!;
  }

  /** One more than the highest object number in use (the trailer's /Size). */
  get size(): number {
    const size = numberOf(this.trailer.get('Size'));
    if (size === undefined || !Number.isInteger(size) || size < 1)
      throw new PdfStructureError('the trailer has no /Size');
    return size;
  }

  entry(num: number): XrefEntry | undefined {
    return this.entries.get(num);
  }

  /** The value `value` stands for: an indirect reference followed (once), anything else as is. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof PdfRef ? this.object(value.num) : value;
  }

  /** A dictionary or the dictionary a reference points to; undefined for anything else. */
  dict(value: PdfValue | undefined): PdfDict | undefined {
    const resolved = this.resolve(value);
    return resolved instanceof PdfDict ? resolved : undefined;
  }

  /** The object numbered `num` (a stream's dictionary for a stream); undefined when free or absent. */
  object(num: number): PdfValue | undefined {
    const entry = this.entries.get(num);
    if (!entry || entry.kind === 'free') return undefined;
    if (entry.kind === 'in-stream') return this.objectStreamMembers(entry.stream).get(num);
    return this.readIndirectAt(entry.offset, num).value;
  }

  /** Whether object `num` is a stream (read without touching its data). */
  isStream(num: number): boolean {
    const entry = this.entries.get(num);
    return entry?.kind === 'offset' && this.readIndirectAt(entry.offset, num).streamStart !== undefined;
  }

  stream(num: number): PdfStream {
    const entry = this.entries.get(num);
    if (entry?.kind !== 'offset') throw new PdfStructureError(`object ${num} is not a stream`);
    const { value, streamStart } = this.readIndirectAt(entry.offset, num);
    if (!(value instanceof PdfDict) || streamStart === undefined)
      throw new PdfStructureError(`object ${num} is not a stream`);
    return this.streamAt(value, streamStart);
  }

  private findStartXref(): number {
    const tailStart = Math.max(0, this.source.length - 2048);
    const tail = this.source.read(tailStart, this.source.length - tailStart);
    const at = tail.lastIndexOf('startxref', undefined, 'latin1');
    if (at < 0) throw new PdfStructureError('no startxref');
    const reader = new PdfSyntaxReader(tail, at + 'startxref'.length);
    const offset = Number(reader.readWord());
    if (!Number.isInteger(offset) || offset < 0 || offset >= this.source.length) {
      throw new PdfStructureError('startxref points outside the file');
    }
    return offset;
  }

  /** Parses from `offset` in a window of the file, widened and parsed again while too short. */
  private parseAt<T>(offset: number, parse: (reader: PdfSyntaxReader) => T): T {
    for (let size = FIRST_WINDOW_BYTES; ; size *= 4) {
      const end = Math.min(this.source.length, offset + size);
      const partial = end < this.source.length;
      try {
        return parse(new PdfSyntaxReader(this.source.read(offset, end - offset), 0, partial));
      } catch (error) {
        if (!(partial && error instanceof PdfTruncatedError)) throw error;
      }
    }
  }

  private readXrefSection(offset: number): { trailer: PdfDict; style: XrefStyle } {
    const table = this.parseAt(offset, (reader) =>
      reader.readWord() === 'xref' ? this.readXrefTable(reader) : undefined,
    );
    if (table) {
      const { trailer, entries } = table;
      // A hybrid file (Word writes them) lists its compressed objects only in the stream /XRefStm names.
      const hybrid = numberOf(trailer.get('XRefStm'));
      if (hybrid !== undefined) this.readXrefSection(hybrid);
      for (const [num, entry] of entries) this.remember(num, entry);
      return { trailer, style: 'table' };
    }
    const { value, streamStart } = this.readIndirectAt(offset);
    if (!(value instanceof PdfDict) || streamStart === undefined || (value.get('Type') as PdfName)?.raw !== 'XRef') {
      throw new PdfStructureError(`no cross-reference section at offset ${offset}`);
    }
    this.readXrefStream(this.streamAt(value, streamStart), value);
    return { trailer: value, style: 'stream' };
  }

  private readXrefTable(reader: PdfSyntaxReader): { trailer: PdfDict; entries: [number, XrefEntry][] } {
    const entries: [number, XrefEntry][] = [];
    for (;;) {
      const word = reader.readWord();
      if (word === 'trailer') break;
      if (word === '') throw new PdfStructureError('a cross-reference table without a trailer');
      const first = Number(word);
      const count = Number(reader.readWord());
      if (!Number.isInteger(first) || !Number.isInteger(count) || first < 0 || count < 0) {
        throw new PdfStructureError('a broken cross-reference table');
      }
      for (let index = 0; index < count; index += 1) {
        const offset = Number(reader.readWord());
        const gen = Number(reader.readWord());
        const type = reader.readWord();
        if (!Number.isInteger(offset) || !Number.isInteger(gen) || (type !== 'n' && type !== 'f')) {
          throw new PdfStructureError('a broken cross-reference entry');
        }
        entries.push([first + index, type === 'n' ? { kind: 'offset', offset, gen } : { kind: 'free' }]);
      }
    }
    const trailer = reader.readValue();
    if (!(trailer instanceof PdfDict)) throw new PdfStructureError('the trailer is not a dictionary');
    return { trailer, entries };
  }

  private readXrefStream(stream: PdfStream, dict: PdfDict): void {
    const widths = dict.get('W');
    if (!Array.isArray(widths) || widths.length !== 3) throw new PdfStructureError('an xref stream without /W');
    const [typeWidth, secondWidth, thirdWidth] = widths.map((width) => numberOf(width) ?? -1) as [
      number,
      number,
      number,
    ];
    if ([typeWidth, secondWidth, thirdWidth].some((width) => !Number.isInteger(width) || width < 0 || width > 8)) {
      throw new PdfStructureError('an xref stream with broken /W');
    }
    const size = numberOf(dict.get('Size')) ?? 0;
    const indexValue = dict.get('Index');
    const index = Array.isArray(indexValue) ? indexValue.map((item) => numberOf(item) ?? -1) : [0, size];
    const data = decodeStream(stream);
    const rowWidth = typeWidth + secondWidth + thirdWidth;
    let position = 0;
    const field = (width: number, fallback: number) => {
      if (width === 0) return fallback;
      let value = 0;
      for (let byte = 0; byte < width; byte += 1) value = value * 256 + data[position++]!;
      return value;
    };
    for (let range = 0; range + 1 < index.length; range += 2) {
      const [first, count] = [index[range]!, index[range + 1]!];
      if (!Number.isInteger(first) || !Number.isInteger(count) || first < 0 || count < 0) {
        throw new PdfStructureError('an xref stream with a broken /Index');
      }
      for (let number = first; number < first + count; number += 1) {
        if (position + rowWidth > data.length) throw new PdfStructureError('an xref stream shorter than its /Index');
        const type = field(typeWidth, 1);
        const second = field(secondWidth, 0);
        const third = field(thirdWidth, 0);
        if (type === 1) this.remember(number, { kind: 'offset', offset: second, gen: third });
        else if (type === 2) this.remember(number, { kind: 'in-stream', stream: second, index: third });
        else this.remember(number, { kind: 'free' });
      }
    }
  }

  /** Older sections come later in the chain: the first word on an object is the newest. */
  private remember(num: number, entry: XrefEntry): void {
    if (!this.entries.has(num)) this.entries.set(num, entry);
  }

  /** The object at `offset`, checking its number when one is expected. */
  private readIndirectAt(offset: number, expected?: number): IndirectObject {
    const cached = this.indirect.get(offset);
    if (cached) return cached;
    const read = this.parseIndirectAt(offset, expected);
    this.indirect.set(offset, read);
    return read;
  }

  private parseIndirectAt(offset: number, expected?: number): IndirectObject {
    return this.parseAt(offset, (reader) => {
      const parsed = this.parseIndirect(reader, expected);
      return parsed.streamStart === undefined ? parsed : { ...parsed, streamStart: offset + parsed.streamStart };
    });
  }

  private parseIndirect(reader: PdfSyntaxReader, expected?: number): IndirectObject {
    const num = Number(reader.readWord());
    reader.readWord();
    reader.expectWord('obj');
    if (expected !== undefined && num !== expected) {
      throw new PdfStructureError(`object ${expected} is not where the cross-reference says`);
    }
    const value = reader.readValue();
    if (reader.readWord() !== 'stream') return { value };
    // The data starts after the end-of-line that follows the keyword (CRLF or LF).
    reader.requireAvailable(2);
    return { value, streamStart: reader.position + reader.endOfLineLength() };
  }

  private streamAt(dict: PdfDict, start: number): PdfStream {
    const length = numberOf(this.resolve(dict.get('Length')));
    if (length === undefined || !Number.isInteger(length) || length < 0 || start + length > this.source.length) {
      throw new PdfStructureError('a stream with a broken /Length');
    }
    return { dict, data: this.source.read(start, length) };
  }

  private objectStreamMembers(streamNum: number): Map<number, PdfValue> {
    const cached = this.objectStreams.get(streamNum);
    if (cached) return cached;
    const stream = this.stream(streamNum);
    const count = numberOf(stream.dict.get('N'));
    const first = numberOf(stream.dict.get('First'));
    if (count === undefined || first === undefined || count < 0 || count > MAX_OBJECTS_PER_STREAM) {
      throw new PdfStructureError(`object stream ${streamNum} has no /N or /First`);
    }
    const text = decodeStream(stream);
    const header = new PdfSyntaxReader(text);
    const members = new Map<number, PdfValue>();
    const placements: [number, number][] = [];
    for (let index = 0; index < count; index += 1) {
      placements.push([Number(header.readWord()), Number(header.readWord())]);
    }
    for (const [num, offset] of placements) {
      if (!Number.isInteger(num) || !Number.isInteger(offset) || first + offset > text.length) {
        throw new PdfStructureError(`object stream ${streamNum} has a broken header`);
      }
      members.set(num, new PdfSyntaxReader(text, first + offset).readValue());
    }
    this.objectStreams.set(streamNum, members);
    return members;
  }
}

/**
 * PDF's object syntax (ISO 32000-1, 7.3), read from bytes and written back as latin1 text, so every
 * byte maps to one character. Strings, names and numbers keep the exact text they were written
 * with: what is read and not changed is written back byte for byte.
 */

export class PdfStructureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfStructureError';
  }
}

/** The bytes ended inside a value: a window onto a larger file needs to be read further. */
export class PdfTruncatedError extends PdfStructureError {
  constructor() {
    super('unexpected end of data');
    this.name = 'PdfTruncatedError';
  }
}

export class PdfName {
  /** `raw` is the name as written, without its slash (escapes such as #20 kept). */
  constructor(readonly raw: string) {}
}

export class PdfString {
  /** `raw` is the string as written, with its delimiters: `(…)` or `<…>`. */
  constructor(readonly raw: string) {}
}

export class PdfNumber {
  constructor(readonly raw: string) {}

  get value(): number {
    return Number(this.raw);
  }

  static of(value: number): PdfNumber {
    return new PdfNumber(formatNumber(value));
  }
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

export class PdfDict {
  constructor(readonly entries = new Map<string, PdfValue>()) {}

  get(key: string): PdfValue | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: PdfValue): this {
    this.entries.set(key, value);
    return this;
  }

  copy(): PdfDict {
    return new PdfDict(new Map(this.entries));
  }
}

export type PdfValue = null | boolean | PdfNumber | PdfName | PdfString | PdfRef | PdfDict | PdfValue[];

/** Nesting deeper than this is an attack or damage, never a real document. */
const MAX_DEPTH = 256;

/** Character classes by char code: 1 whitespace, 2 delimiter, 0 regular (ISO 32000-1, 7.2.2). */
const CLASS = new Uint8Array(256);
for (const code of [0, 9, 10, 12, 13, 32]) CLASS[code] = 1;
for (const character of '()<>[]{}/%') CLASS[character.charCodeAt(0)] = 2;
const NEWLINE = (code: number) => code === 10 || code === 13;

const isDigits = (text: string) => /^\d+$/.test(text);
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const [SLASH, OPEN_PAREN, CLOSE_PAREN, BACKSLASH, OPEN_BRACKET, CLOSE_BRACKET, LESS, GREATER] = [
  '/',
  '(',
  ')',
  '\\',
  '[',
  ']',
  '<',
  '>',
].map((character) => character.charCodeAt(0)) as [number, number, number, number, number, number, number, number];

/**
 * Reads PDF values from bytes, starting at `position`; words are decoded as latin1, so every byte
 * stays one character. With `partial`, the bytes are a window onto more: reaching their end throws
 * a PdfTruncatedError (a word cut at the window's edge could otherwise read as a shorter one).
 */
export class PdfSyntaxReader {
  constructor(
    private readonly bytes: Buffer,
    public position = 0,
    private readonly partial = false,
  ) {}

  /** Throws unless `count` bytes from the current position are at hand (or the data ends there). */
  requireAvailable(count: number): void {
    if (this.partial && this.position + count > this.bytes.length) throw new PdfTruncatedError();
  }

  /** 2 at CR LF, 1 at LF or CR, else 0: the end-of-line after `stream`. */
  endOfLineLength(): number {
    const [first, second] = [this.bytes[this.position], this.bytes[this.position + 1]];
    if (first === 13) return second === 10 ? 2 : 1;
    return first === 10 ? 1 : 0;
  }

  private endReached(): never {
    if (this.partial) throw new PdfTruncatedError();
    throw new PdfStructureError('unexpected end of file');
  }

  /** Steps over whitespace and comments. */
  skipSpace(): void {
    const { bytes } = this;
    let position = this.position;
    while (position < bytes.length) {
      const code = bytes[position]!;
      if (CLASS[code] === 1) position += 1;
      else if (code === 37 /* % */) {
        while (position < bytes.length && !NEWLINE(bytes[position]!)) position += 1;
      } else break;
    }
    this.position = position;
    if (this.partial && position >= bytes.length) throw new PdfTruncatedError();
  }

  /** A run of regular characters (a keyword, number or the like); empty at a delimiter. */
  readWord(): string {
    this.skipSpace();
    const start = this.position;
    this.position = this.endOfRegular(start);
    return this.bytes.toString('latin1', start, this.position);
  }

  private endOfRegular(from: number): number {
    const { bytes } = this;
    let position = from;
    while (position < bytes.length && CLASS[bytes[position]!] === 0) position += 1;
    if (this.partial && position >= bytes.length) throw new PdfTruncatedError();
    return position;
  }

  expectWord(word: string): void {
    const at = this.position;
    const found = this.readWord();
    if (found !== word) throw new PdfStructureError(`expected "${word}" at offset ${at}, found "${found}"`);
  }

  readValue(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new PdfStructureError('objects nested too deeply');
    this.skipSpace();
    const { bytes } = this;
    const start = this.position;
    if (start >= bytes.length) this.endReached();
    const code = bytes[start]!;
    if (code === SLASH) return this.readName();
    if (code === OPEN_PAREN) return this.readLiteralString();
    if (code === OPEN_BRACKET) {
      this.position += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (bytes[this.position] === CLOSE_BRACKET) {
          this.position += 1;
          return items;
        }
        items.push(this.readValue(depth + 1));
      }
    }
    if (code === LESS) {
      this.requireAvailable(2);
      if (bytes[start + 1] !== LESS) return this.readHexString();
      this.position += 2;
      const dict = new PdfDict();
      for (;;) {
        this.skipSpace();
        this.requireAvailable(2);
        if (bytes[this.position] === GREATER && bytes[this.position + 1] === GREATER) {
          this.position += 2;
          return dict;
        }
        if (bytes[this.position] !== SLASH) {
          throw new PdfStructureError(`a dictionary key is not a name at offset ${this.position}`);
        }
        const key = this.readName();
        dict.set(key.raw, this.readValue(depth + 1));
      }
    }
    const word = this.readWord();
    if (word === '') throw new PdfStructureError(`unexpected "${String.fromCharCode(code)}" at offset ${start}`);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (!NUMBER.test(word)) throw new PdfStructureError(`unexpected "${word.slice(0, 20)}" at offset ${start}`);
    if (isDigits(word)) {
      // "12 0 R" is a reference: look ahead without consuming anything else.
      const after = this.position;
      const generation = this.readWord();
      if (isDigits(generation) && this.readWord() === 'R') return new PdfRef(Number(word), Number(generation));
      this.position = after;
    }
    return new PdfNumber(word);
  }

  private readName(): PdfName {
    const start = this.position + 1;
    this.position = this.endOfRegular(start);
    return new PdfName(this.bytes.toString('latin1', start, this.position));
  }

  private readLiteralString(): PdfString {
    const { bytes } = this;
    const start = this.position;
    let depth = 0;
    while (this.position < bytes.length) {
      const code = bytes[this.position]!;
      this.position += 1;
      if (code === BACKSLASH) this.position += 1;
      else if (code === OPEN_PAREN) depth += 1;
      else if (code === CLOSE_PAREN) {
        depth -= 1;
        if (depth === 0) return new PdfString(bytes.toString('latin1', start, this.position));
      }
    }
    if (this.partial) throw new PdfTruncatedError();
    throw new PdfStructureError(`an unterminated string at offset ${start}`);
  }

  private readHexString(): PdfString {
    const end = this.bytes.indexOf(GREATER, this.position);
    if (end < 0) this.endReached();
    const raw = this.bytes.toString('latin1', this.position, end + 1);
    if (!/^<[0-9A-Fa-f\s]*>$/.test(raw)) throw new PdfStructureError(`a broken hex string at offset ${this.position}`);
    this.position = end + 1;
    return new PdfString(raw);
  }
}

/** Reals with at most five decimals (well below a point's thousandth), no exponent. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new PdfStructureError(`${value} is not a PDF number`);
  // Far beyond any page size; JavaScript would write such numbers with an exponent, which PDF lacks.
  if (Math.abs(value) >= 1e15) throw new PdfStructureError(`${value} is out of range for a PDF number`);
  if (Number.isInteger(value)) return String(value);
  const text = value.toFixed(5).replace(/0+$/, '').replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}

export function serialize(value: PdfValue): string {
  if (value === null) return 'null';
  if (value === true || value === false) return String(value);
  if (value instanceof PdfNumber) return value.raw;
  if (value instanceof PdfName) return `/${value.raw}`;
  if (value instanceof PdfString) return value.raw;
  if (value instanceof PdfRef) return `${value.num} ${value.gen} R`;
  if (Array.isArray(value)) return `[${value.map(serialize).join(' ')}]`;
  let out = '<<';
  for (const [key, item] of value.entries) out += `/${key} ${serialize(item)}`;
  return `${out}>>`;
}

/** The number a value holds, or undefined when it is not a number. */
export function numberOf(value: PdfValue | undefined): number | undefined {
  return value instanceof PdfNumber && Number.isFinite(value.value) ? value.value : undefined;
}

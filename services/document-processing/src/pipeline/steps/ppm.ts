export interface RawImage {
  width: number;
  height: number;
  channels: 3;
  pixels: Buffer;
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Reads a binary PPM (P6, 8 bits per channel) as pdftoppm writes it: the magic, width, height and
 * maximum value separated by whitespace (with `#` comments allowed), one whitespace byte, then RGB.
 */
export function parsePpm(data: Buffer): RawImage {
  let offset = 0;
  const token = (): string => {
    for (;;) {
      while (offset < data.length && WHITESPACE.has(data[offset]!)) offset += 1;
      if (data[offset] !== 0x23) break;
      while (offset < data.length && data[offset] !== 0x0a) offset += 1;
    }
    const start = offset;
    while (offset < data.length && !WHITESPACE.has(data[offset]!) && data[offset] !== 0x23) offset += 1;
    return data.toString('latin1', start, offset);
  };
  const magic = token();
  if (magic !== 'P6') throw new Error(`not a binary PPM image (magic ${JSON.stringify(magic.slice(0, 8))})`);
  const width = Number(token());
  const height = Number(token());
  const maxValue = Number(token());
  if (!(Number.isInteger(width) && width > 0 && Number.isInteger(height) && height > 0)) {
    throw new Error(`bad PPM size ${width}x${height}`);
  }
  if (maxValue !== 255) throw new Error(`unsupported PPM maximum value ${maxValue}`);
  offset += 1;
  const length = width * height * 3;
  if (data.length - offset < length) throw new Error(`truncated PPM: ${data.length - offset} of ${length} pixel bytes`);
  return { width, height, channels: 3, pixels: data.subarray(offset, offset + length) };
}

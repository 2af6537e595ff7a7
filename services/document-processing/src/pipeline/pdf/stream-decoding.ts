import { inflateSync } from 'node:zlib';
import type { PdfStream } from './pdf-file';
import { numberOf, PdfDict, PdfName, PdfStructureError } from './pdf-values';

/** Decoded streams beyond this are refused: a small file must not inflate into the worker's memory. */
export const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;

/** A stream's decoded bytes: Flate (with or without a PNG predictor) or no filter at all. */
export function decodeStream(stream: PdfStream): Buffer {
  const raw = stream.data;
  const filter = stream.dict.get('Filter');
  const filters = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
  if (filters.length === 0) return raw;
  if (filters.length > 1 || !(filters[0] instanceof PdfName) || filters[0].raw !== 'FlateDecode') {
    throw new PdfStructureError('a stream with a filter other than Flate');
  }
  let data: Buffer;
  try {
    data = inflateSync(raw, { maxOutputLength: MAX_DECODED_STREAM_BYTES });
  } catch {
    throw new PdfStructureError('a stream whose Flate data is broken or too large');
  }
  const parameters = stream.dict.get('DecodeParms');
  const predictor = parameters instanceof PdfDict ? numberOf(parameters.get('Predictor')) : undefined;
  if (predictor === undefined || predictor === 1) return data;
  if (predictor < 10) throw new PdfStructureError('a TIFF predictor');
  const columns = numberOf((parameters as PdfDict).get('Columns')) ?? 1;
  return undoPngPredictor(data, columns);
}

/** Reverses PNG row filters over rows of `columns` bytes (one byte per sample, as xref streams use). */
function undoPngPredictor(data: Buffer, columns: number): Buffer {
  if (!Number.isInteger(columns) || columns < 1) throw new PdfStructureError('a predictor with broken /Columns');
  const rowWidth = columns + 1;
  const rows = Math.floor(data.length / rowWidth);
  const out = Buffer.alloc(rows * columns);
  for (let row = 0; row < rows; row += 1) {
    const filterType = data[row * rowWidth]!;
    for (let column = 0; column < columns; column += 1) {
      const value = data[row * rowWidth + 1 + column]!;
      const left = column > 0 ? out[row * columns + column - 1]! : 0;
      const up = row > 0 ? out[(row - 1) * columns + column]! : 0;
      const upLeft = row > 0 && column > 0 ? out[(row - 1) * columns + column - 1]! : 0;
      let predicted: number;
      if (filterType === 0) predicted = 0;
      else if (filterType === 1) predicted = left;
      else if (filterType === 2) predicted = up;
      else if (filterType === 3) predicted = (left + up) >> 1;
      else if (filterType === 4) predicted = paeth(left, up, upLeft);
      else throw new PdfStructureError('an unknown PNG row filter');
      out[row * columns + column] = (value + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { PdfStructureError } from './pdf-values';

/** Random access to a file's bytes. */
export interface ByteSource {
  readonly length: number;
  read(offset: number, length: number): Buffer;
}

/** Bytes already in memory. */
export function bufferSource(bytes: Buffer): ByteSource {
  return { length: bytes.length, read: (offset, length) => bytes.subarray(offset, offset + length) };
}

/**
 * A file read piece by piece, synchronously: a preview needs a few kilobytes of structure and its
 * pages' streams, not the whole upload (reading a scanned document whole cost more than the rest).
 * Reads of local files hit the page cache; the caller closes the file.
 */
export function openFileSource(filePath: string): ByteSource & { close(): void } {
  const fd = openSync(filePath, 'r');
  try {
    const { size } = fstatSync(fd);
    return {
      length: size,
      read: (offset, length) => {
        const buffer = Buffer.allocUnsafe(Math.max(0, Math.min(length, size - offset)));
        let done = 0;
        while (done < buffer.length) {
          const read = readSync(fd, buffer, done, buffer.length - done, offset + done);
          if (read === 0) throw new PdfStructureError('the file ended while being read');
          done += read;
        }
        return buffer;
      },
      close: () => closeSync(fd),
    };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}
